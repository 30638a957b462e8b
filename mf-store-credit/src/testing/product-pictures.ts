// Pictures for stories (Storybook has no API to serve /api/shopify/demo-images): the demo store's SVGs inline.

const svg = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`;

export const PRODUCT_PICTURES = {
  'ciao-cap': svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="Miner Cap"> <rect width="400" height="400" fill="#fef2f2"/> <path d="M100 230 Q100 110 200 110 Q300 110 300 230 Z" fill="#b91c1c"/><path d="M100 230 L340 230 Q330 260 260 255 L100 245 Z" fill="#7f1d1d"/><circle cx="200" cy="112" r="10" fill="#7f1d1d"/> <text x="200" y="360" font-family="system-ui, sans-serif" font-size="28" font-weight="700" fill="#7f1d1d" text-anchor="middle">Miner Cap</text></svg>',
  ),
  'ciao-classic-tee': svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="Classic Tee"> <rect width="400" height="400" fill="#eef2ff"/> <path d="M130 90 L170 70 Q200 95 230 70 L270 90 L310 140 L275 165 L260 150 L260 300 L140 300 L140 150 L125 165 L90 140 Z" fill="#3730a3"/><text x="200" y="215" font-family="system-ui, sans-serif" font-size="34" font-weight="800" fill="#fbbf24" text-anchor="middle">$CIAO</text> <text x="200" y="360" font-family="system-ui, sans-serif" font-size="28" font-weight="700" fill="#3730a3" text-anchor="middle">Classic Tee</text></svg>',
  ),
  'ciao-hoodie': svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="Hoodie"> <rect width="400" height="400" fill="#f0fdf4"/> <path d="M150 80 Q200 40 250 80 L300 110 L330 230 L295 240 L280 180 L280 310 L120 310 L120 180 L105 240 L70 230 L100 110 Z" fill="#15803d"/><path d="M170 85 Q200 130 230 85" fill="none" stroke="#f0fdf4" stroke-width="8"/><text x="200" y="230" font-family="system-ui, sans-serif" font-size="30" font-weight="800" fill="#f0fdf4" text-anchor="middle">$CIAO</text> <text x="200" y="360" font-family="system-ui, sans-serif" font-size="28" font-weight="700" fill="#14532d" text-anchor="middle">Hoodie</text></svg>',
  ),
  'ciao-mining-mug': svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="Mining Mug"> <rect width="400" height="400" fill="#fffbeb"/> <rect x="120" y="100" width="140" height="180" rx="18" fill="#f59e0b"/><path d="M260 140 h30 a30 30 0 0 1 0 80 h-30" fill="none" stroke="#f59e0b" stroke-width="18"/><text x="190" y="205" font-family="system-ui, sans-serif" font-size="30" font-weight="800" fill="#1c1917" text-anchor="middle">MINE</text> <text x="200" y="360" font-family="system-ui, sans-serif" font-size="28" font-weight="700" fill="#92400e" text-anchor="middle">Mining Mug</text></svg>',
  ),
  'ciao-notebook': svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="Ledger Notebook"> <rect width="400" height="400" fill="#f1f5f9"/> <rect x="120" y="70" width="160" height="230" rx="10" fill="#0f172a"/><rect x="135" y="70" width="10" height="230" fill="#475569"/><text x="215" y="195" font-family="system-ui, sans-serif" font-size="26" font-weight="800" fill="#f1f5f9" text-anchor="middle">LEDGER</text> <text x="200" y="360" font-family="system-ui, sans-serif" font-size="28" font-weight="700" fill="#0f172a" text-anchor="middle">Ledger Notebook</text></svg>',
  ),
  'ciao-sticker-pack': svg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="Sticker Pack"> <rect width="400" height="400" fill="#eff6ff"/> <circle cx="150" cy="160" r="60" fill="#1d4ed8"/><rect x="200" y="110" width="110" height="110" rx="20" fill="#f59e0b" transform="rotate(12 255 165)"/><polygon points="170,300 200,230 230,300" fill="#15803d"/> <text x="200" y="360" font-family="system-ui, sans-serif" font-size="28" font-weight="700" fill="#1e3a8a" text-anchor="middle">Sticker Pack</text></svg>',
  ),
} as const;
