export { useTermsAndConditions } from './terms-and-conditions';
export { usePrivacyPolicy } from './privacy-policy';
export { LegalDocument, type LegalDocumentProps } from './legal-document';
export { formatFigure, formatMonth } from './formats';
export {
  DEFAULT_EXTERNAL_LINKS,
  EXTERNAL_LINKS,
  EXTERNAL_LINK_VARIABLES,
  displayAddress,
  handleOf,
  resolveExternalLinks,
  type ExternalLinks,
} from './external-links';
export {
  isExternal,
  plainText,
  type Block,
  type BulletList,
  type Inline,
  type LegalLink,
  type LegalSection,
  type LegalText,
  type Paragraph,
} from './legal-text';
