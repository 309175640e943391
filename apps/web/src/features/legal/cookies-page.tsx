import { LegalDocument } from './legal-document';

export default function CookiesPage() {
  return <LegalDocument doc="cookies" />;
}
