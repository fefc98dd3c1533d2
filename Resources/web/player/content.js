// The list's height under the header, from a content file's sections: a port of
// HeaderKit/Screen/HeaderScreen+Sections.swift's LineMeasurer for the lines whose heights need no
// text measured — grid lines, horizontal rows, section headers, rows drawn by a design template
// with an expression height. Rows sized by their text (the built-in templates, `auto` templates)
// take `rowHeights` measured by the Swift side (what `stretchy share` would embed); without them
// they count as `estimatedRowHeight`, and `measured` says so. `lineHeights` (every layout row's
// height, as the Swift session measured them: what `stretchy share` embeds) replace them all.
import { slot } from './expression.js';
import { bounded } from './design.js';

/** UITableView's plain section header height; inset-grouped headers have room above their caption. */
const plainHeaderHeight = 28, groupedHeaderHeight = 44;
/** A horizontal row's padding above and below its items, and the caption under each. */
const rowPadding = 12, rowCaption = 20;
/** Inset-grouped rows sit 16 pt in from the sides (ListLook.groupedInset). */
const groupedInset = 16;
/** ContentLoader.defaultSpacing. */
const defaultSpacing = { list: 0, grid: 1, row: 12 };

/** The first tab's sections of a content document ({rows} | {sections} | {tabs}). */
export function contentSections(doc) {
  if (!doc) return [];
  const tab = Array.isArray(doc.tabs) && doc.tabs.length ? doc.tabs[0] : doc;
  if (Array.isArray(tab.sections)) return tab.sections;
  if (Array.isArray(tab.rows)) return [{ rows: tab.rows }];
  return [];
}

/** Each tab's sections of a content document with `tabs` (empty without). */
export function contentTabs(doc) {
  if (!doc || !Array.isArray(doc.tabs)) return [];
  return doc.tabs.map((tab) => (Array.isArray(tab.sections) ? tab.sections : Array.isArray(tab.rows) ? [{ rows: tab.rows }] : []));
}

function cellSize(section, width) {
  const style = section.style ?? 'list';
  const spacing = section.spacing ?? defaultSpacing[style];
  const aspect = section.aspect ?? 1;
  if (style === 'row') {
    const height = section.itemHeight ?? 72;
    return { width: section.itemWidth ?? height / aspect, height };
  }
  const columns = section.columns ?? 3;
  const cell = Math.max(0, (width - spacing * (columns - 1)) / columns);
  return { width: cell, height: section.itemHeight ?? cell * aspect };
}

/**
 * The layout rows, top to bottom: {y, height, kind: 'header' | 'row' | 'grid' | 'strip', section, index}.
 * @param {object[]} sections  content sections
 * @param {object} o  {width, design, slots (design values at offset 0), listStyle, rowHeights, lineHeights, estimatedRowHeight}
 * @returns {{lines: object[], height: number, measured: boolean}}
 */
export function listLayout(sections, { width, design, slots, listStyle = 'plain', rowHeights = null, lineHeights = null, estimatedRowHeight = 64 }) {
  const lines = [];
  let y = 0;
  let measured = true;
  let listRow = 0;
  const add = (height, kind, section, index) => { lines.push({ y, height, kind, section, index }); y += height; };
  const rowWidth = Math.max(1, width - 2 * (listStyle === 'insetGrouped' ? groupedInset : 0));
  sections.forEach((section, s) => {
    const style = section.style ?? 'list';
    const rows = section.rows ?? [];
    const template = design?.rowTemplates?.[section.template];
    if (section.header) add(listStyle === 'insetGrouped' ? groupedHeaderHeight : plainHeaderHeight, 'header', s, 0);
    if (style === 'grid') {
      const columns = section.columns ?? 3;
      const count = Math.ceil(rows.length / columns);
      const spacing = section.spacing ?? defaultSpacing.grid;
      const cell = cellSize(section, width).height;
      for (let line = 0; line < count; line++) add(cell + (line < count - 1 ? spacing : 0), 'grid', s, line);
    } else if (style === 'row') {
      // A template draws the whole item; the built-in item has its title under the image.
      if (rows.length > 0) add(2 * rowPadding + cellSize(section, width).height + (template ? 0 : rowCaption), 'strip', s, 0);
    } else {
      for (let i = 0; i < rows.length; i++, listRow++) {
        let height;
        if (template && template.height !== 'auto') {
          const withIndex = new Float64Array(Math.max(slots.length, template.indexSlot + 1));
          withIndex.set(slots);
          withIndex[slot.W] = rowWidth;
          withIndex[slot.H] = 0;
          withIndex[template.indexSlot] = i;
          height = Math.max(0, bounded(template.height(withIndex)));
        } else if (rowHeights && listRow < rowHeights.length) {
          height = rowHeights[listRow];
        } else {
          measured = false;
          height = estimatedRowHeight;
        }
        add(height, 'row', s, i);
      }
    }
  });
  if (lineHeights && lineHeights.length === lines.length) {
    y = 0;
    lines.forEach((line, i) => { line.y = y; line.height = lineHeights[i]; y += line.height; });
    measured = true;
  }
  return { lines, height: y, measured };
}

/** The layout rows' total height (see listLayout). */
export function listHeight(sections, options) {
  const { height, measured } = listLayout(sections, options);
  return { height, measured };
}

export { cellSize };
