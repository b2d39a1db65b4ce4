// The column walk of ProjectiveSampler (ProjectiveSampler.swift, "Columns"): a destination
// column samples one pair of source columns, down a band of rows at a time, filling the
// stretches that sample a uniform run and blending the rest. Written in C because the walk is
// the renderer's hottest loop and clang keeps its state in registers across the band loop,
// which the Swift version spilled; the picture is the same byte for byte.
#include "CProjective.h"
#include <stddef.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Fractional bits of the fixed-point source coordinates.
#define FRACTION 32

// Pixels with each channel in its own 16-bit lane of a uint64_t: four channels blended by one
// multiplication, no lane overflowing (a channel times a weight <= 256 stays under 2^16).
#define LANES 0x00ff00ff00ff00ffULL

/// 0xAARRGGBB -> 0x00AA_00GG_00RR_00BB.
static inline uint64_t expand(uint32_t p) {
    uint64_t q = p;
    return (q & 0x00ff00ffULL) | ((q & 0xff00ff00ULL) << 24);
}

/// The inverse of expand.
static inline uint32_t compact(uint64_t e) {
    return (uint32_t)((e & 0x00ff00ffULL) | ((e >> 24) & 0xff00ff00ULL));
}

/// a + (b - a)·f/256 in every lane, rounded (f in 0...255).
static inline uint64_t lerp(uint64_t a, uint64_t b, uint64_t f) {
    return ((a * (256 - f) + b * f + 0x0080008000800080ULL) >> 8) & LANES;
}

/// The colour c at the opacity (alpha256 in 0...256).
static inline __attribute__((always_inline)) uint32_t at_opacity(uint32_t c, uint64_t alpha256) {
    return alpha256 < 256 ? compact(((expand(c) * alpha256) >> 8) & LANES) : c;
}

/// s OVER d with keep = 255 - alpha(s): s + d·keep/255 per channel, the division rounded exactly.
static inline uint32_t over(uint32_t s, uint64_t keep, uint32_t d, uint32_t forcedAlpha) {
    uint64_t t = expand(d | forcedAlpha) * keep + 0x0080008000800080ULL;
    t = ((t + ((t >> 8) & LANES)) >> 8) & LANES;
    return compact(t) + s;
}

/// The sample s at the opacity, OVER *target.
static inline __attribute__((always_inline)) void put(uint32_t s, uint32_t *target, uint64_t alpha256, uint32_t forcedAlpha) {
    s = at_opacity(s, alpha256);
    uint32_t sa = s >> 24;
    if (sa == 255) {
        *target = s;
    } else if (sa != 0) {
        *target = over(s, 255 - sa, *target, forcedAlpha);
    }
}

/// count pixels from target, stride apart, each the colour s (already at the opacity) OVER
/// what is there.
static inline __attribute__((always_inline)) void fill(uint32_t s, intptr_t count, uint32_t *target, intptr_t stride,
                                                       uint32_t forcedAlpha) {
    if (count <= 0) return;
    uint32_t *stop = target + count * stride;
    if (s >= 0xff000000u) {
        do { *target = s; target += stride; } while (target != stop);
    } else if (s >> 24 != 0) {
        uint64_t keep = 255 - (s >> 24);
        do { *target = over(s, keep, *target, forcedAlpha); target += stride; } while (target != stop);
    }
}

#if defined(__SSE2__)
/// Two neighbouring pixels into the lower half (the upper half zero).
static inline __m128i load_pair(const uint32_t *p) { return _mm_loadl_epi64((const __m128i *)p); }

/// (x + 128) >> 8 in every 16-bit lane.
static inline __m128i rounded_high(__m128i x) { return _mm_srli_epi16(_mm_add_epi16(x, _mm_set1_epi16(0x80)), 8); }

/// The lerp of the pair's lower half to its upper half by weights (an entry of the weight
/// table), rounded, as a pixel.
static inline uint32_t down_and_pack(__m128i pair, __m128i weights) {
    __m128i weighted = _mm_mullo_epi16(pair, weights);
    __m128i sum = rounded_high(_mm_add_epi16(weighted, _mm_unpackhi_epi64(weighted, weighted)));
    return (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(sum, sum));
}
#endif

/// Source columns xi and xi + 1 with the weight fx across them.
typedef struct {
    const uint32_t *line;
    intptr_t stride;
    uint64_t weight;
#if defined(__SSE2__)
    const __m128i *weights;
    __m128i across;
#endif
} column_pair;

static inline column_pair make_pair(const uint32_t *source, intptr_t stride, const void *weights, intptr_t xi, intptr_t fx) {
    column_pair c;
    c.line = source + xi;
    c.stride = stride;
    c.weight = (uint64_t)fx;
#if defined(__SSE2__)
    c.weights = (const __m128i *)weights;
    c.across = c.weights[fx];
#else
    (void)weights;
#endif
    return c;
}

/// The blend across the pair in source row i: the colour of every sample between two rows
/// where the pair is the same.
static inline uint32_t pair_blend(const column_pair *c, intptr_t i) {
    const uint32_t *p = c->line + i * c->stride;
    uint32_t a = p[0], b = p[1];
    if (a == b) return a;
#if defined(__SSE2__)
    return down_and_pack(_mm_unpacklo_epi8(load_pair(p), _mm_setzero_si128()), c->across);
#else
    return compact(lerp(expand(a), expand(b), c->weight));
#endif
}

/// The bilinear sample at t (fixed point, already minus ½): across in each of the two rows
/// around t, then down, each rounded; its taps lie inside the image.
static inline uint32_t pair_sample(const column_pair *c, intptr_t t) {
    const uint32_t *p = c->line + (t >> FRACTION) * c->stride;
#if defined(__SSE2__)
    __m128i zero = _mm_setzero_si128();
    __m128i upper = _mm_mullo_epi16(_mm_unpacklo_epi8(load_pair(p), zero), c->across);
    __m128i lower = _mm_mullo_epi16(_mm_unpacklo_epi8(load_pair(p + c->stride), zero), c->across);
    // [upper row's blend, lower row's blend]
    __m128i pair = rounded_high(_mm_add_epi16(_mm_unpacklo_epi64(upper, lower), _mm_unpackhi_epi64(upper, lower)));
    return down_and_pack(pair, c->weights[(t >> (FRACTION - 8)) & 0xff]);
#else
    uint64_t upper = lerp(expand(p[0]), expand(p[1]), c->weight);
    uint64_t lower = lerp(expand(p[c->stride]), expand(p[c->stride + 1]), c->weight);
    return compact(lerp(upper, lower, (uint64_t)((t >> (FRACTION - 8)) & 0xff)));
#endif
}

uint32_t tp_column_sample(const uint32_t *source, intptr_t stride, const void *weights, intptr_t xi, intptr_t fx, intptr_t t) {
    column_pair c = make_pair(source, stride, weights, xi, fx);
    return pair_sample(&c, t);
}

uint32_t tp_column_blend(const uint32_t *source, intptr_t stride, const void *weights, intptr_t xi, intptr_t fx, intptr_t row) {
    column_pair c = make_pair(source, stride, weights, xi, fx);
    return pair_blend(&c, row);
}

/// How many steps of a walk from t (in line i) by dt have their first tap in lines
/// i ..< i + count; -1 for a walk that does not move (every step stays).
static inline intptr_t steps_in_lines(intptr_t t, intptr_t dt, intptr_t i, intptr_t count) {
    if (dt > 0) return ((((i + count) << FRACTION) - 1 - t) / dt) + 1;
    if (dt < 0) return ((t - (i << FRACTION)) / (0 - dt)) + 1;
    return -1;
}

/// The rows start ..< end of column c (start >= c->start, end <= c->end), down from target:
/// the run kept from the band above filled as far as it reaches, then samples blended one by
/// one until the walk lands in a run of the column's run entries (runStride apart), which is
/// filled with its colour and kept in c. When the run kept reaches below the band (and the
/// column's rows do) and is drawn opaque, the rows it covers from the band on are copied row by
/// row with its neighbours': its colour goes to *fillColour and the row it ends at to *cover.
static inline __attribute__((always_inline)) void walk(tp_column *c, const column_pair *line, intptr_t start, intptr_t end,
                                                       uint32_t *target, intptr_t targetStride, intptr_t runStride,
                                                       int32_t *cover, uint32_t *fillColour,
                                                       uint64_t alpha256, uint32_t forcedAlpha) {
    intptr_t y = start;
    const intptr_t dv = c->dv;
    const uint16_t *runs = c->runs;
    // (A run kept from a rectangle lower down may start below.)
    intptr_t runEnd = c->runStart <= y ? c->runEnd : y;
    uint32_t colour = c->colour;
    for (;;) {
        if (y < runEnd) {
            if (runEnd >= end) {
                fill(colour, end - y, target, targetStride, forcedAlpha);
                if (runEnd > end && colour >= 0xff000000u) {
                    *fillColour = colour;
                    *cover = (int32_t)(runEnd < c->end ? runEnd : c->end);
                }
                return;
            }
            intptr_t n = runEnd - y;
            fill(colour, n, target, targetStride, forcedAlpha);
            y = runEnd;
            target += n * targetStride;
        }
        intptr_t t = c->v0 + y * dv;
        intptr_t i = t >> FRACTION;
        intptr_t k = runs[i * runStride];
        // Blended pixels, one after another, until the walk lands in a run.
        while (k == 0) {
            put(pair_sample(line, t), target, alpha256, forcedAlpha);
            y += 1;
            if (y == end) return;
            t += dv;
            target += targetStride;
            i = t >> FRACTION;
            k = runs[i * runStride];
        }
        intptr_t n = steps_in_lines(t, dv, i, k);
        runEnd = y + (n >= 0 ? n : c->end - y);
        colour = at_opacity(pair_blend(line, i), alpha256);
        c->runStart = y;
        c->runEnd = runEnd;
        c->colour = colour;
    }
}

/// count pixels from colours to row: the short stretches (most of them) without a call.
static inline void copy_row(uint32_t *row, const uint32_t *colours, intptr_t count) {
#if defined(__SSE2__)
    if (count >= 4 && count <= 64) {
        intptr_t j = 0;
        for (; j + 4 <= count; j += 4) _mm_storeu_si128((__m128i *)(row + j), _mm_loadu_si128((const __m128i *)(colours + j)));
        // The last four again, overlapping: the same pixels.
        if (j < count) _mm_storeu_si128((__m128i *)(row + count - 4), _mm_loadu_si128((const __m128i *)(colours + count - 4)));
        return;
    }
#endif
    if (count < 4) {
        for (intptr_t j = 0; j < count; j++) row[j] = colours[j];
        return;
    }
    __builtin_memcpy(row, colours, (size_t)count * 4);
}

/// The first index from i below limit whose cover ends above bottom (or limit).
static inline intptr_t cover_end(const int32_t *ends, intptr_t i, intptr_t limit, int32_t bottom) {
    intptr_t j = i;
#if defined(__SSE2__)
    // Four columns at a time: most stretches are dozens of columns wide.
    __m128i b = _mm_set1_epi32(bottom);
    while (j + 4 <= limit) {
        int shorter = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmplt_epi32(_mm_loadu_si128((const __m128i *)(ends + j)), b)));
        if (shorter != 0) return j + __builtin_ctz((unsigned)shorter);
        j += 4;
    }
#endif
    while (j < limit && bottom <= ends[j]) j += 1;
    return j;
}

/// The rectangle clipped to the area's columns and rows; false when nothing is left.
static inline int clipped(const tp_rect *r, const tp_columns_walk *w, intptr_t *x1, intptr_t *x2, intptr_t *y1, intptr_t *y2) {
    const intptr_t areaEnd = w->areaX + w->areaWidth;
    *x1 = r->x > w->areaX ? r->x : w->areaX;
    *x2 = r->x + r->width < areaEnd ? r->x + r->width : areaEnd;
    *y1 = r->y > w->firstRow ? r->y : w->firstRow;
    *y2 = r->y + r->height < w->endRow ? r->y + r->height : w->endRow;
    return *x1 < *x2 && *y1 < *y2;
}

static inline __attribute__((always_inline)) void draw_columns(const tp_columns_walk *w, const tp_rect *rectangles,
                                                               intptr_t rectangleCount, uint64_t alpha256) {
    const intptr_t areaX = w->areaX;
    const intptr_t stride = w->destinationStride, runStride = w->runStride, band = w->band;
    const uint32_t forcedAlpha = w->forcedAlpha;
    uint32_t *const destination = w->destination;
    uint32_t *const fills = w->fills;
    int32_t *const coverEnds = w->coverEnds;
    tp_column *const table = w->columns;
    for (intptr_t i = 0; i < w->areaWidth; i++) coverEnds[i] = INT32_MIN;
    for (intptr_t r = 0; r < rectangleCount; r++) {
        intptr_t x1, x2, y1, y2;
        if (!clipped(&rectangles[r], w, &x1, &x2, &y1, &y2)) continue;
        // A cover is kept only while a column's bands go downwards: a rectangle that starts
        // above rows already walked in any of its columns (never with a clip's banded
        // rectangles) forgets its columns' covers.
        for (intptr_t q = 0; q < r; q++) {
            intptr_t ox1, ox2, oy1, oy2;
            if (clipped(&rectangles[q], w, &ox1, &ox2, &oy1, &oy2) && ox1 < x2 && x1 < ox2 && y1 < oy2) {
                for (intptr_t i = x1 - areaX; i < x2 - areaX; i++) coverEnds[i] = INT32_MIN;
                break;
            }
        }
        for (intptr_t top = y1; top < y2;) {
            const intptr_t bottom = top + band < y2 ? top + band : y2;
            const int32_t bottom32 = (int32_t)bottom;
            intptr_t x = x1;
            while (x < x2) {
                const intptr_t i = x - areaX;
                if (bottom32 <= coverEnds[i]) {
                    // A stretch of columns covered over the whole band: copied row by row.
                    const intptr_t stretchEnd = cover_end(coverEnds, i + 1, x2 - areaX, bottom32) + areaX;
                    const intptr_t count = stretchEnd - x;
                    uint32_t *row = destination + top * stride + x;
                    for (intptr_t y = top; y < bottom; y++) {
                        copy_row(row, fills + i, count);
                        row += stride;
                    }
                    x = stretchEnd;
                    continue;
                }
                x += 1;
                tp_column *c = table + i;
                const intptr_t start = top > c->start ? top : c->start, end = bottom < c->end ? bottom : c->end;
                if (start >= end) continue;
                const column_pair line = make_pair(w->source, w->sourceStride, w->weights, c->xi, c->fx);
                walk(c, &line, start, end, destination + start * stride + x - 1, stride, runStride,
                     coverEnds + i, fills + i, alpha256, forcedAlpha);
            }
            top = bottom;
        }
    }
}

void tp_draw_columns(const tp_columns_walk *walk, const tp_rect *rectangles, intptr_t rectangleCount) {
    // A layer at full opacity (most of them) gets its own copy, the opacity's scaling compiled out.
    if (walk->alpha256 == 256) {
        draw_columns(walk, rectangles, rectangleCount, 256);
    } else {
        draw_columns(walk, rectangles, rectangleCount, walk->alpha256);
    }
}
