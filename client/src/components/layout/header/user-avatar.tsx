import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from '../../common/icon.tsx';

/** The user's picture, or antd Avatar's grey disc with a person icon when there is none (header-plain.css). */
export function UserAvatar({ src, size }: { src: string | null | undefined; size: number }) {
  return (
    <span className="user-avatar" style={{ width: size, height: size, fontSize: size / 2 }}>
      {src ? <img src={src} alt="" width={size} height={size} /> : <Icon icon={UserOutlined} />}
    </span>
  );
}
