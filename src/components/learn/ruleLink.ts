import type { TFunction } from 'i18next';

/**
 * "This lesson’s rule: “<section>”", the section's title quoted — once: a title that is a quotation already (“Pam, be
 * civil!”) is not quoted again (`learn.ui.ruleQuoted`; a Russian editor read «Правило этого урока: ««Пам, будь вежлив!»»»).
 */
export function ruleLink(t: TFunction, section: string): string {
  return t(/^[«“„"‘]/u.test(section) ? 'learn.ui.ruleQuoted' : 'learn.ui.rule', { section });
}
