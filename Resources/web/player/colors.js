// Port of HeaderKit/Device/DynamicColor.swift's system colours (Apple's HIG "Color", iOS 17
// light and dark values) and StretchyFiles/Design/DesignColor.swift's forms: #RRGGBB, #RRGGBBAA
// or a system colour's name. Generated from the Swift table; values are [r, g, b, a] in 0...255.

export const systemColors = {
  // UISegmentedControl's selected pill and track (DynamicColor.segmentSelected / segmentTrack).
  segmentSelected: [[255, 255, 255, 255], [99, 99, 102, 255]],
  segmentTrack: [[242, 242, 247, 255], [28, 28, 30, 255]],
  white: [[255, 255, 255, 255], [255, 255, 255, 255]],
  black: [[0, 0, 0, 255], [0, 0, 0, 255]],
  clear: [[0, 0, 0, 0], [0, 0, 0, 0]],
  label: [[0, 0, 0, 255], [255, 255, 255, 255]],
  secondaryLabel: [[60, 60, 67, 153], [235, 235, 245, 153]],
  tertiaryLabel: [[60, 60, 67, 76], [235, 235, 245, 76]],
  separator: [[60, 60, 67, 73], [84, 84, 88, 153]],
  opaqueSeparator: [[198, 198, 200, 255], [56, 56, 58, 255]],
  systemBackground: [[255, 255, 255, 255], [0, 0, 0, 255]],
  secondarySystemBackground: [[242, 242, 247, 255], [28, 28, 30, 255]],
  systemGroupedBackground: [[242, 242, 247, 255], [0, 0, 0, 255]],
  systemBlue: [[0, 122, 255, 255], [10, 132, 255, 255]],
  tintColor: [[0, 122, 255, 255], [10, 132, 255, 255]],
  systemRed: [[255, 59, 48, 255], [255, 69, 58, 255]],
  systemGreen: [[52, 199, 89, 255], [48, 209, 88, 255]],
  systemOrange: [[255, 149, 0, 255], [255, 159, 10, 255]],
  systemPink: [[255, 45, 85, 255], [255, 55, 95, 255]],
  systemGray: [[142, 142, 147, 255], [142, 142, 147, 255]],
  systemGray4: [[209, 209, 214, 255], [58, 58, 60, 255]],
  systemGray5: [[229, 229, 234, 255], [44, 44, 46, 255]],
  systemGray6: [[242, 242, 247, 255], [28, 28, 30, 255]],
  systemYellow: [[255, 204, 0, 255], [255, 214, 10, 255]],
  systemMint: [[0, 199, 190, 255], [99, 230, 226, 255]],
  systemTeal: [[48, 176, 199, 255], [64, 200, 224, 255]],
  systemCyan: [[50, 173, 230, 255], [100, 210, 255, 255]],
  systemIndigo: [[88, 86, 214, 255], [94, 92, 230, 255]],
  systemPurple: [[175, 82, 222, 255], [191, 90, 242, 255]],
  systemBrown: [[162, 132, 94, 255], [172, 142, 104, 255]],
  systemGray2: [[174, 174, 178, 255], [99, 99, 102, 255]],
  systemGray3: [[199, 199, 204, 255], [72, 72, 74, 255]],
  quaternaryLabel: [[60, 60, 67, 46], [235, 235, 245, 41]],
  placeholderText: [[60, 60, 67, 76], [235, 235, 245, 76]],
  link: [[0, 122, 255, 255], [9, 132, 255, 255]],
  tertiarySystemBackground: [[255, 255, 255, 255], [44, 44, 46, 255]],
  secondarySystemGroupedBackground: [[255, 255, 255, 255], [28, 28, 30, 255]],
  tertiarySystemGroupedBackground: [[242, 242, 247, 255], [44, 44, 46, 255]],
  systemFill: [[120, 120, 128, 51], [120, 120, 128, 92]],
  secondarySystemFill: [[120, 120, 128, 41], [120, 120, 128, 82]],
  tertiarySystemFill: [[118, 118, 128, 31], [118, 118, 128, 61]],
  quaternarySystemFill: [[116, 116, 128, 20], [118, 118, 128, 46]],
};

/** A CSS colour for a design colour in `appearance` ('light' | 'dark'); null when unknown. */
export function cssColor(text, appearance = 'light') {
  const named = systemColors[text];
  let c = named ? named[appearance === 'dark' ? 1 : 0] : null;
  if (!c && typeof text === 'string' && /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(text)) {
    const hex = text.slice(1);
    const v = parseInt(hex.length === 6 ? hex + 'ff' : hex, 16);
    c = [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
  }
  if (!c) return null;
  return `rgba(${c[0]},${c[1]},${c[2]},${(c[3] / 255).toFixed(3)})`;
}
