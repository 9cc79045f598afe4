import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { formatLength, type StoreView } from '@hortus/core';
import type { ProductFamily } from '@hortus/core/pictures';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { MANUAL_WORDS, PART_NAMES, STEPS } from './instruction-texts';
import { type Measures, manualContents } from './manual-contents';

export interface ManualProduct {
  name: string;
  sku: string;
  family: ProductFamily | undefined;
  measures: Measures | undefined;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const TEXT = rgb(0.13, 0.15, 0.17);
const MUTED = rgb(0.38, 0.41, 0.45);
const ACCENT = rgb(0.2, 0.4, 0.27);

/**
 * The manual's typeface: DejaVu Sans, embedded as a subset of the letters a manual uses. The PDF standard
 * fonts write Windows-1252 only, which loses Polish ł and Hungarian ő; DejaVu covers every letter of the
 * shop's eight languages. Read once per process.
 */
const require = createRequire(import.meta.url);
let fontFiles: Promise<[Uint8Array, Uint8Array]> | undefined;
function manualFonts(): Promise<[Uint8Array, Uint8Array]> {
  fontFiles ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return fontFiles;
}

/** A character the font lacks is written as its base letter, or '?', rather than failing the download. */
function writable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      if (supported.has(char.codePointAt(0) ?? 0)) return char;
      if (/\s/.test(char)) return ' ';
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      if (base !== char && [...base].every((letter) => supported.has(letter.codePointAt(0) ?? 0)))
        return base;
      return { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D' }[char] ?? '?';
    })
    .join('');
}

/** Writes top to bottom, starting a new page when the current one is full. */
class PageWriter {
  private page: PDFPage;
  private y = A4.height - MARGIN;

  constructor(
    private readonly document: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = document.addPage([A4.width, A4.height]);
  }

  /** Room for `height` points, on a new page if this one has not. */
  room(height: number): PDFPage {
    if (this.y - height < MARGIN) {
      this.page = this.document.addPage([A4.width, A4.height]);
      this.y = A4.height - MARGIN;
    }
    return this.page;
  }

  /** A paragraph wrapped to the text width (less `indent`), optionally after a label such as '1.'. */
  text(
    text: string,
    options: {
      size?: number;
      font?: PDFFont;
      colour?: ReturnType<typeof rgb>;
      indent?: number;
      label?: string;
    } = {},
  ) {
    const size = options.size ?? 11;
    const font = options.font ?? this.regular;
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.35;
    const width = A4.width - 2 * MARGIN - indent;
    const lines: string[] = [];
    let line = '';
    for (const word of writable(text, font).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    lines.forEach((content, index) => {
      const page = this.room(lineHeight);
      this.y -= lineHeight;
      if (index === 0 && options.label)
        page.drawText(writable(options.label, font), { x: MARGIN, y: this.y, size, font, color: MUTED });
      page.drawText(content, { x: MARGIN + indent, y: this.y, size, font, color: options.colour ?? TEXT });
    });
  }

  gap(points: number) {
    this.y -= points;
  }

  heading(text: string) {
    this.gap(14);
    this.room(40);
    this.text(text, { size: 14, font: this.bold, colour: ACCENT });
    this.gap(4);
  }

  /** The footprint as a rectangle in proportion, its width written below and its depth beside it. */
  footprint(measures: Measures, labels: { width: string; depth: string }) {
    const box = { width: 220, height: 130 };
    const scale = Math.min(box.width / measures.width, box.height / measures.depth);
    const width = measures.width * scale;
    const height = measures.depth * scale;
    const page = this.room(height + 40);
    const x = MARGIN + 10;
    const top = this.y - 10;
    page.drawRectangle({
      x,
      y: top - height,
      width,
      height,
      borderColor: TEXT,
      borderWidth: 1.2,
      color: rgb(0.93, 0.95, 0.93),
    });
    const size = 10;
    page.drawText(writable(labels.width, this.regular), {
      x: x + width / 2 - this.regular.widthOfTextAtSize(writable(labels.width, this.regular), size) / 2,
      y: top - height - 16,
      size,
      font: this.regular,
      color: MUTED,
    });
    page.drawText(writable(labels.depth, this.regular), {
      x: x + width + 8,
      y: top - height / 2 - size / 2,
      size,
      font: this.regular,
      color: MUTED,
    });
    this.y = top - height - 24;
  }
}

/**
 * The assembly manual of one product as a PDF in the store view's language and length units: title,
 * product name and sku, the measures with a footprint drawing, the parts list and the steps of its family.
 */
export async function assemblyManualPdf(product: ManualProduct, storeView: StoreView): Promise<Uint8Array> {
  const words = MANUAL_WORDS[storeView.i18n.language];
  const language = storeView.i18n.language;
  const document = await PDFDocument.create();
  document.setTitle(`${words.title}: ${product.name}`);
  document.setSubject(product.sku);
  document.setLanguage(storeView.i18n.locale);
  document.setAuthor('Hortus');
  document.setProducer('Hortus');
  document.setCreator('Hortus');
  document.registerFontkit(fontkit);
  const [regular, bold] = await manualFonts();
  const writer = new PageWriter(
    document,
    await document.embedFont(regular, { subset: true }),
    await document.embedFont(bold, { subset: true }),
  );
  writer.text(words.title, { size: 12, colour: ACCENT, font: writer.bold });
  writer.gap(4);
  writer.text(product.name, { size: 22, font: writer.bold });
  writer.text(`${words.itemNumber}: ${product.sku}`, { size: 11, colour: MUTED });

  if (product.measures) {
    const { width, depth, height } = product.measures;
    writer.heading(words.dimensions);
    for (const [label, value] of [
      [words.width, width],
      [words.depth, depth],
      [words.height, height],
    ] as const) {
      writer.text(formatLength(value, storeView), { indent: 110, label });
    }
    writer.gap(10);
    writer.text(words.footprint, { size: 10, colour: MUTED });
    writer.footprint(product.measures, {
      width: formatLength(width, storeView),
      depth: formatLength(depth, storeView),
    });
  }

  const contents = manualContents(product.family, product.measures);
  writer.heading(words.parts);
  for (const { part, qty } of contents.parts) {
    writer.text(PART_NAMES[part][language], { indent: 40, label: `${qty} ×` });
  }
  writer.heading(words.steps);
  contents.steps.forEach((step, index) => {
    writer.text(STEPS[step][language], { indent: 24, label: `${index + 1}.` });
    writer.gap(3);
  });
  writer.gap(16);
  writer.text(words.safety, { size: 10, colour: MUTED });
  return document.save();
}
