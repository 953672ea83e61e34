import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { LANGUAGE_OPTIONS } from '../../i18n/language-storage';
import styles from './LanguageMenu.module.css';

/**
 * The dashboard's flag toggle and menu of two languages, in plain markup: MUI's menu would bring
 * emotion and most of MUI to pages that must paint as fast as a bare React page. The language
 * switches in place (D4) and the menu closes after a choice.
 */
export const LanguageMenu = () => {
  const { lang, option, setLang, prepare, t } = useLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    Object.values(LANGUAGE_OPTIONS).forEach(({ value }) => prepare(value));
    root.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
    const away = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open, prepare]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape' || e.key === 'Tab') close();
    else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div className={styles.root} ref={root} onKeyDown={open ? onKeyDown : undefined}>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-label={t('language.button', { language: option.label })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <img src={option.flag} alt="" width={24} height={16} className={styles.flag} loading="lazy" />
        <span lang={lang} className={styles.label}>
          {option.label}
        </span>
      </button>
      {open && (
        <ul id={menuId} role="menu" className={styles.menu} aria-label={t('language.choose')}>
          {Object.values(LANGUAGE_OPTIONS).map(({ value, flag, label }) => (
            <li key={value} role="none">
              <button
                type="button"
                role="menuitem"
                aria-current={value === lang}
                lang={value}
                tabIndex={-1}
                className={styles.item}
                onClick={() => {
                  setLang(value);
                  close();
                }}
              >
                <img src={flag} alt="" width={24} height={16} className={styles.flag} />
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
