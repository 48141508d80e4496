import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import TagOutlined from '@ant-design/icons-svg/es/asn/TagOutlined';
import type { SearchSuggestion } from '@aikc/shared/schemas/search-help';
import { Icon } from '../../components/common/icon.tsx';

/** The header box's suggestions in the order the arrow keys walk them: themes, then policy titles. */
export function orderedSuggestions(items: readonly SearchSuggestion[]): SearchSuggestion[] {
  return [...items.filter((s) => s.kind === 'theme'), ...items.filter((s) => s.kind === 'policy')];
}

export const suggestionId = (listId: string, i: number) => `${listId}-${i}`;

/**
 * The header search's suggestion popup (WAI-ARIA combobox listbox): the input keeps the focus throughout, the
 * active option is named by aria-activedescendant. A press on an option must not blur the input first, hence
 * preventDefault on mousedown.
 */
export function HeaderSuggestList({
  id,
  items,
  active,
  onPick,
}: {
  id: string;
  items: readonly SearchSuggestion[];
  active: number;
  onPick(item: SearchSuggestion): void;
}) {
  const groups = [
    { label: '相关主题', kind: 'theme', icon: TagOutlined },
    { label: '相关政策', kind: 'policy', icon: FileTextOutlined },
  ] as const;
  let index = -1;
  return (
    <div className="header-suggest" id={id} role="listbox" aria-label="搜索建议">
      {groups.map((g) => {
        const members = items.filter((s) => s.kind === g.kind);
        if (!members.length) return null;
        return (
          <div key={g.kind} role="group" aria-label={g.label}>
            <div className="header-suggest__heading" aria-hidden="true">
              {g.label}
            </div>
            {members.map((s) => {
              index += 1;
              const i = index;
              return (
                <div
                  key={`${s.kind}:${s.id ?? s.text}`}
                  id={suggestionId(id, i)}
                  role="option"
                  aria-selected={i === active}
                  className={`header-suggest__option${i === active ? ' header-suggest__option--active' : ''}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => onPick(s)}
                >
                  <Icon icon={g.icon} /> {s.text}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
