// The window's fonts in the page, embedded as WOFF2 data cut to Latin text (scripts/web-fonts.sh),
// so the page's text has the window's shapes and widths with nothing fetched: DejaVu Sans
// (Resources/fonts) for a bare viewport, Inter first on a device, as the window draws a device's
// text (Stage's FontSet with `prefersInter`, PlatformFonts.uiFamilies).
import { dejaVuSans, inter } from './fonts.js';

/** The CSS font-family list the window's text resolves to (`device`: a phone's, Inter first). */
export function fontStack(device) {
  return `${device ? '"Inter", ' : ''}"DejaVu Sans", system-ui, -apple-system, sans-serif`;
}

/** Adds the @font-face rules (DejaVu Sans 400/700, Inter 400/600/700) to `doc`; resolves when they have loaded. */
export function embedFonts(doc) {
  const style = doc.createElement('style');
  const faces = [['DejaVu Sans', dejaVuSans], ['Inter', inter]].flatMap(([family, weights]) => Object.entries(weights).map(([weight, data]) =>
    `@font-face{font-family:"${family}";font-weight:${weight};font-style:normal;font-display:block;`
    + `src:url("data:font/woff2;base64,${data}") format("woff2")}`));
  style.textContent = faces.join('\n');
  doc.head.appendChild(style);
  if (!doc.fonts) return Promise.resolve();
  return Promise.all([['DejaVu Sans', dejaVuSans], ['Inter', inter]].flatMap(([family, weights]) =>
    Object.keys(weights).map((weight) => doc.fonts.load(`${weight} 17px "${family}"`))));
}
