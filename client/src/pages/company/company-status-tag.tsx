import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { Icon } from '../../components/common/icon.tsx';
import { isWarningCompanyStatus } from '@aikc/shared/constants';
import { Tag } from '../../features/content/tag.tsx';

/** The register status; 注销/吊销/停业 and the like in the warning style (spec section 9). */
export function CompanyStatusTag({ status }: { status: string }) {
  const warning = isWarningCompanyStatus(status);
  return (
    <Tag
      color={warning ? 'error' : 'success'}
      icon={warning ? <Icon icon={WarningOutlined} /> : undefined}
      className={warning ? 'company-status company-status--warning' : 'company-status'}
      data-warning={warning}
    >
      {status}
    </Tag>
  );
}
