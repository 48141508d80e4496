import { useRef, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { FileTextOutlined, TagOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useSuggestions } from './api/suggestions.ts';
import './suggest-input.css';

export interface SuggestInputProps {
  value: string;
  onChange(value: string): void;
  onSearch(keyword: string): void;
  placeholder: string;
  size?: 'large' | 'middle' | 'small';
  className?: string;
  ariaLabel: string;
  /** Whether to suggest at all (the boxes suggest for policy searches only). */
  enabled?: boolean;
  /** The search button's text; `true` shows the icon alone (the header's narrow box). */
  enterButton?: string | true;
  autoFocus?: boolean;
}

/**
 * A search box that suggests as the user types: policy themes (searched when chosen) and policy titles
 * (opened when chosen). Enter without choosing searches what was typed.
 */
export function SuggestInput({
  value,
  onChange,
  onSearch,
  placeholder,
  size = 'large',
  className,
  ariaLabel,
  enabled = true,
  enterButton = '搜 索',
  autoFocus = false,
}: SuggestInputProps) {
  const navigate = useNavigate();
  const items = useSuggestions(enabled ? value : '');
  // Choosing an option with Enter also submits the box: the choice wins.
  const chosen = useRef(false);
  // Controlled, so that a search sent with Enter closes the list instead of leaving it over the filters (issue 31).
  const [open, setOpen] = useState(false);
  const themes = items.filter((s) => s.kind === 'theme');
  const titles = items.filter((s) => s.kind === 'policy');
  const options = [
    ...(themes.length
      ? [
          {
            label: '相关主题',
            options: themes.map((s) => ({
              value: `theme:${s.text}`,
              label: (
                <span className="suggest-option">
                  <TagOutlined /> {s.text}
                </span>
              ),
            })),
          },
        ]
      : []),
    ...(titles.length
      ? [
          {
            label: '相关政策',
            options: titles.map((s) => ({
              value: `policy:${s.id}`,
              label: (
                <span className="suggest-option">
                  <FileTextOutlined /> {s.text}
                </span>
              ),
            })),
          },
        ]
      : []),
  ];
  const select = (v: string) => {
    chosen.current = true;
    setTimeout(() => {
      chosen.current = false;
    }, 0);
    if (v.startsWith('policy:')) {
      navigate(`/policy/detail/${v.slice('policy:'.length)}`);
      return;
    }
    const theme = v.slice('theme:'.length);
    setOpen(false);
    onChange(theme);
    onSearch(theme);
  };
  return (
    <AutoComplete
      className={className}
      options={options}
      value={value}
      open={open && options.length > 0}
      onOpenChange={setOpen}
      onChange={(v: string) => {
        setOpen(true);
        onChange(v.startsWith('theme:') || v.startsWith('policy:') ? value : v);
      }}
      onSelect={select}
      defaultActiveFirstOption={false}
      popupMatchSelectWidth={false}
      classNames={{ popup: { root: 'suggest-popup' } }}
      style={{ width: '100%' }}
    >
      <Input.Search
        size={size}
        allowClear
        enterButton={enterButton}
        maxLength={100}
        autoFocus={autoFocus}
        placeholder={placeholder}
        aria-label={ariaLabel}
        onSearch={(k) => {
          if (chosen.current) {
            chosen.current = false;
            return;
          }
          setOpen(false);
          onSearch(k);
        }}
      />
    </AutoComplete>
  );
}
