/**
 * A Draft is the working copy of one unit of text (usually a sentence). It keeps, next to the current text, a
 * map from every stretch of it back to the input: either an unchanged stretch (copied byte for byte) or the
 * output of an edit. That map is what gives each edit its input and output spans without re-diffing, and it
 * is what lets the Draft refuse any replacement that would touch a protected input span.
 */

export interface Reason {
  en: string;
  zh: string;
}

/** What a transform says about one replacement. */
export interface EditMeta {
  transform: string;
  rule: string;
  reason: Reason;
}

/**
 * The metadata of an edit that absorbed earlier ones: the rule that rewrote most of the input span names it
 * ('plays a vital role in' → 'is central to', then contracted to "it's central to", is still the phrase
 * rule), and every distinct reason is kept, so the writer reads why each part changed.
 */
function mergedMeta(
  meta: EditMeta,
  ownInput: number,
  absorbed: readonly EditRecord[],
): EditMeta & { reasons?: Reason[] } {
  if (absorbed.length === 0) return meta;
  const candidates = [
    { meta, reasons: [meta.reason], size: ownInput },
    ...absorbed.map((record) => ({
      meta: record as EditMeta,
      reasons: record.reasons ?? [record.reason],
      size: record.inEnd - record.inStart,
    })),
  ];
  const lead = candidates.reduce((best, next) => (next.size > best.size ? next : best));
  const reasons: Reason[] = [];
  for (const candidate of [lead, ...candidates]) {
    for (const reason of candidate.reasons) {
      if (!reasons.some((kept) => kept.en === reason.en)) reasons.push(reason);
    }
  }
  return {
    transform: lead.meta.transform,
    rule: lead.meta.rule,
    reason: {
      en: reasons.map((reason) => reason.en).join(' '),
      zh: reasons.map((reason) => reason.zh).join(''),
    },
    reasons,
  };
}

interface Segment {
  start: number;
  end: number;
  /** Input offsets (absolute in the document). For a changed segment these are its edit's input span. */
  inStart: number;
  inEnd: number;
  /** Index into edits, or -1 for text copied unchanged from the input. */
  edit: number;
}

interface EditRecord extends EditMeta {
  inStart: number;
  inEnd: number;
  alive: boolean;
  /** The distinct reasons joined in `reason` when this edit absorbed others. */
  reasons?: Reason[];
}

/** A finished edit of this draft: output offsets are local to the draft's text. */
export interface DraftEdit extends EditMeta {
  inStart: number;
  inEnd: number;
  outStart: number;
  outEnd: number;
}

export class Draft {
  text: string;
  private segments: Segment[];
  private records: EditRecord[] = [];

  /**
   * @param input the unit's input text
   * @param offset where it starts in the document
   * @param protectedSpans absolute [start, end) input spans no replacement may overlap
   */
  constructor(
    readonly input: string,
    readonly offset: number,
    private readonly protectedSpans: readonly (readonly [number, number])[] = [],
  ) {
    this.text = input;
    this.segments = input.length
      ? [{ start: 0, end: input.length, inStart: offset, inEnd: offset + input.length, edit: -1 }]
      : [];
  }

  get changed(): boolean {
    return this.text !== this.input;
  }

  /** True when [start, end) of the current text holds any protected input character. */
  isProtected(start: number, end: number): boolean {
    if (this.protectedSpans.length === 0) return false;
    for (const seg of this.segments) {
      if (seg.edit !== -1 || seg.end <= start || seg.start >= end) continue;
      const a = seg.inStart + Math.max(start, seg.start) - seg.start;
      const b = seg.inStart + Math.min(end, seg.end) - seg.start;
      for (const [ps, pe] of this.protectedSpans) {
        if (ps < b && pe > a) return true;
      }
    }
    return false;
  }

  /** True when [start, end) of the current text is exactly as it was in the input. */
  isUnchanged(start: number, end: number): boolean {
    for (const seg of this.segments) {
      if (seg.end <= start || seg.start >= end) continue;
      if (seg.edit !== -1) return false;
    }
    return true;
  }

  /**
   * Replaces [start, end) of the current text. Returns false (and changes nothing) when the span touches a
   * protected input span. A replacement overlapping an earlier edit's output absorbs that edit, so every
   * input character belongs to at most one edit.
   */
  replace(start: number, end: number, replacement: string, meta: EditMeta): boolean {
    if (start < 0 || end > this.text.length || start > end) return false;
    if (this.text.slice(start, end) === replacement) return true;
    if (this.isProtected(start, end)) return false;
    let s = start;
    let e = end;
    let rep = replacement;
    // Widen to whole changed segments that the span overlaps, so edits merge instead of nesting.
    for (const seg of this.segments) {
      if (seg.edit === -1) continue;
      const overlaps = seg.start < e && seg.end > s;
      const inside = s === e && seg.start < s && s < seg.end;
      if (!overlaps && !inside) continue;
      if (seg.start < s) {
        rep = this.text.slice(seg.start, s) + rep;
        s = seg.start;
      }
      if (seg.end > e) {
        rep = rep + this.text.slice(e, seg.end);
        e = seg.end;
      }
    }
    let inStart = Number.POSITIVE_INFINITY;
    let inEnd = Number.NEGATIVE_INFINITY;
    /** Input characters this replacement takes from unchanged text (the rest belongs to absorbed edits). */
    let ownInput = 0;
    const absorbed = new Set<number>();
    const kept: Segment[] = [];
    const delta = rep.length - (e - s);
    let insertAt = -1;
    for (const seg of this.segments) {
      if (seg.end <= s) {
        kept.push(seg);
        continue;
      }
      if (seg.start >= e) {
        if (insertAt === -1) insertAt = kept.length;
        kept.push({ ...seg, start: seg.start + delta, end: seg.end + delta });
        continue;
      }
      // The segment overlaps [s, e).
      if (seg.edit !== -1) {
        absorbed.add(seg.edit);
        inStart = Math.min(inStart, seg.inStart);
        inEnd = Math.max(inEnd, seg.inEnd);
        continue;
      }
      const cutA = Math.max(s, seg.start);
      const cutB = Math.min(e, seg.end);
      ownInput += cutB - cutA;
      inStart = Math.min(inStart, seg.inStart + cutA - seg.start);
      inEnd = Math.max(inEnd, seg.inStart + cutB - seg.start);
      if (seg.start < s) {
        kept.push({
          start: seg.start,
          end: s,
          inStart: seg.inStart,
          inEnd: seg.inStart + s - seg.start,
          edit: -1,
        });
      }
      if (seg.end > e) {
        if (insertAt === -1) insertAt = kept.length;
        kept.push({
          start: e + delta,
          end: seg.end + delta,
          inStart: seg.inStart + e - seg.start,
          inEnd: seg.inEnd,
          edit: -1,
        });
      }
    }
    if (insertAt === -1) insertAt = kept.length;
    if (inStart === Number.POSITIVE_INFINITY) {
      // A pure insertion: anchor it at the input position just before it.
      const anchor = this.inputAt(s);
      inStart = anchor;
      inEnd = anchor;
    }
    const merged = mergedMeta(
      meta,
      ownInput,
      [...absorbed].flatMap((id) => this.records[id] ?? []),
    );
    for (const id of absorbed) {
      const record = this.records[id];
      if (record) record.alive = false;
    }
    const id = this.records.length;
    this.records.push({ ...merged, inStart, inEnd, alive: true });
    if (rep.length > 0 || inEnd > inStart) {
      kept.splice(insertAt, 0, { start: s, end: s + rep.length, inStart, inEnd, edit: id });
    }
    this.segments = kept;
    this.text = this.text.slice(0, s) + rep + this.text.slice(e);
    return true;
  }

  /** The input offset matching a position of the current text (the end of what precedes it). */
  private inputAt(pos: number): number {
    let last = this.offset;
    for (const seg of this.segments) {
      if (seg.edit === -1 && seg.start <= pos && pos <= seg.end) return seg.inStart + pos - seg.start;
      if (seg.end <= pos) last = seg.inEnd;
    }
    return last;
  }

  /** Live edits with their spans, in output order. */
  edits(): DraftEdit[] {
    const out: DraftEdit[] = [];
    const seen = new Set<number>();
    for (const seg of this.segments) {
      if (seg.edit === -1 || seen.has(seg.edit)) continue;
      seen.add(seg.edit);
      const record = this.records[seg.edit];
      if (!record?.alive) continue;
      out.push({
        transform: record.transform,
        rule: record.rule,
        reason: record.reason,
        inStart: record.inStart,
        inEnd: record.inEnd,
        outStart: seg.start,
        outEnd: seg.end,
      });
    }
    return out;
  }

  /** True when the input span [inStart, inEnd) is copied unchanged, contiguously, into the current text. */
  keepsInput(inStart: number, inEnd: number): boolean {
    let at = inStart;
    for (const seg of this.segments) {
      if (seg.edit !== -1 || seg.inEnd <= at || seg.inStart > at) continue;
      at = seg.inEnd;
      if (at >= inEnd) return true;
    }
    return at >= inEnd;
  }

  /** Throws away every edit: the draft is its input again. */
  reset(): void {
    this.text = this.input;
    this.records = [];
    this.segments = this.input.length
      ? [
          {
            start: 0,
            end: this.input.length,
            inStart: this.offset,
            inEnd: this.offset + this.input.length,
            edit: -1,
          },
        ]
      : [];
  }

  /** A copy whose later edits do not affect this draft. */
  snapshot(): { text: string; segments: Segment[]; records: EditRecord[] } {
    return {
      text: this.text,
      segments: this.segments.map((s) => ({ ...s })),
      records: this.records.map((r) => ({ ...r })),
    };
  }

  restore(state: { text: string; segments: Segment[]; records: EditRecord[] }): void {
    this.text = state.text;
    this.segments = state.segments.map((s) => ({ ...s }));
    this.records = state.records.map((r) => ({ ...r }));
  }
}
