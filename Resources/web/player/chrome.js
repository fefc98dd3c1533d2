// A sketch of HeaderKit/Device/DeviceChrome.swift for a desktop preview: the Dynamic Island (or a
// centred clock), 9:41, a battery, the home indicator and the screen's corners. A phone shows its
// own status bar over the page (viewport-fit=cover), so the page draws this only where the
// pointer is fine (a mouse), unless the options say otherwise. Built once, never per frame.
import { cssColor } from './colors.js';

/** @param {HTMLElement} root  the stage; @param {object} device  device.js's entry; @param {boolean} light  light content (over a dark header) */
export function drawChrome(root, device, { appearance = 'light', light = false } = {}) {
  if (!device || !device.hasChrome) return;
  const { width, height } = device.size;
  const layer = document.createElement('div');
  layer.className = 'chrome';
  Object.assign(layer.style, { position: 'absolute', left: '0', top: '0', width: `${width}px`, height: `${height}px`, pointerEvents: 'none',
    font: '600 17px "DejaVu Sans", system-ui, -apple-system, sans-serif', color: light ? '#fff' : '#000' });
  const box = (x, y, w, h, style) => {
    const el = document.createElement('div');
    Object.assign(el.style, { position: 'absolute', left: `${x}px`, top: `${y}px`, width: `${w}px`, height: `${h}px` }, style);
    layer.appendChild(el);
    return el;
  };
  let clockX, centerY, size;
  if (device.dynamicIsland) {
    const island = { width: 126, height: 37.33, y: device.safeArea.top > 60 ? 14 : 11 };
    box((width - island.width) / 2, island.y, island.width, island.height, { background: '#000', borderRadius: `${island.height / 2}px` });
    const ear = (width - island.width) / 2;
    clockX = ear / 2 + 6; centerY = island.y + island.height / 2; size = 17;
    box(width - ear / 2 + 36 - 27, centerY - 6, 25, 12, { border: '1px solid currentColor', borderRadius: '3.5px', boxSizing: 'border-box', opacity: '0.9' });
  } else {
    clockX = width >= 600 ? 40 : width / 2; centerY = device.statusBarHeight / 2; size = 12;
    box(width - 6 - 25, centerY - 5.5, 23, 11, { border: '1px solid currentColor', borderRadius: '3px', boxSizing: 'border-box', opacity: '0.9' });
  }
  const clock = box(clockX - 30, centerY - size * 0.6, 60, size * 1.2, { textAlign: 'center', fontSize: `${size}px`, lineHeight: `${size * 1.2}px` });
  clock.textContent = '9:41';
  if (device.homeIndicator) {
    box((width - 134) / 2, height - 13, 134, 5, { background: cssColor('label', appearance), borderRadius: '2.5px' });
  }
  root.appendChild(layer);
  if (device.cornerRadius > 0) root.style.borderRadius = `${device.cornerRadius}px`;
}
