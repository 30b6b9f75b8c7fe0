/**
 * The built-in default logo (ACC-40, CST-42): what `GET /api/logos/predeterminado` serves for an
 * account without a logo while `LOGO_PREDETERMINADO` names no uploaded logo. Kept in memory: it is
 * ours, small and the same for every request.
 */
export const DEFAULT_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="Logo predeterminado">
<rect width="240" height="80" rx="10" fill="#eef3fb"/>
<circle cx="40" cy="40" r="24" fill="#2d72d2"/>
<path d="M24 44 L56 30 L46 46 L40 56 L38 47 Z" fill="#ffffff"/>
<text x="76" y="36" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="700" fill="#1c2127">Viajes Demo</text>
<text x="76" y="56" font-family="Helvetica, Arial, sans-serif" font-size="12" fill="#5f6b7c">Back-office</text>
</svg>
`;
