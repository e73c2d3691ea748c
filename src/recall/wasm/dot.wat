;; Scores of one query against many int8 vectors (WebAssembly SIMD), and the selection of the best of them.
;; Regenerate src/recall/wasm/dot-wasm.ts after editing: node scripts/build-wasm.mjs
(module
  (memory (export "memory") 1)
  ;; scores[i] = dot(vectors[i], query) * scales[i] as f32, for i < count. Vectors are `stride` int8 codes apart
  ;; (stride % 32 == 0, padded with zeros); the query is given widened to i16 (2 * stride bytes), so each 16 codes of
  ;; a vector are widened once and multiplied pairwise by i32x4.dot_i16x8_s (pmaddwd on x64): fewer instructions
  ;; than multiplying int8 lanes, and exact for any int8 values. All pointers are byte offsets, 16-byte aligned.
  (func (export "scores_i8") (param $vectors i32) (param $count i32) (param $stride i32) (param $query16 i32) (param $scales i32) (param $scores i32)
    (local $end i32) (local $j i32) (local $qj i32) (local $v v128) (local $a v128) (local $b v128)
    (local.set $end (i32.add (local.get $scores) (i32.shl (local.get $count) (i32.const 2))))
    (block $done
      (loop $row
        (br_if $done (i32.ge_u (local.get $scores) (local.get $end)))
        (local.set $a (v128.const i32x4 0 0 0 0))
        (local.set $b (v128.const i32x4 0 0 0 0))
        (local.set $j (i32.const 0))
        (local.set $qj (local.get $query16))
        (block $rowDone
          (loop $lanes
            (br_if $rowDone (i32.ge_u (local.get $j) (local.get $stride)))
            (local.set $v (v128.load (i32.add (local.get $vectors) (local.get $j))))
            (local.set $a (i32x4.add (local.get $a) (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (local.get $v)) (v128.load (local.get $qj)))))
            (local.set $b (i32x4.add (local.get $b) (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (local.get $v)) (v128.load offset=16 (local.get $qj)))))
            (local.set $v (v128.load offset=16 (i32.add (local.get $vectors) (local.get $j))))
            (local.set $a (i32x4.add (local.get $a) (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (local.get $v)) (v128.load offset=32 (local.get $qj)))))
            (local.set $b (i32x4.add (local.get $b) (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (local.get $v)) (v128.load offset=48 (local.get $qj)))))
            (local.set $j (i32.add (local.get $j) (i32.const 32)))
            (local.set $qj (i32.add (local.get $qj) (i32.const 64)))
            (br $lanes)))
        (local.set $a (i32x4.add (local.get $a) (local.get $b)))
        (f32.store (local.get $scores)
          (f32.mul
            (f32.convert_i32_s
              (i32.add
                (i32.add (i32x4.extract_lane 0 (local.get $a)) (i32x4.extract_lane 1 (local.get $a)))
                (i32.add (i32x4.extract_lane 2 (local.get $a)) (i32x4.extract_lane 3 (local.get $a)))))
            (f32.load (local.get $scales))))
        (local.set $vectors (i32.add (local.get $vectors) (local.get $stride)))
        (local.set $scales (i32.add (local.get $scales) (i32.const 4)))
        (local.set $scores (i32.add (local.get $scores) (i32.const 4)))
        (br $row))))

  ;; Writes the index of every score >= threshold (i < count) to out, in order, and returns how many; past `max`
  ;; of them it stops and returns max + 1 (the threshold was too low to be worth it).
  (func (export "select_above") (param $scores i32) (param $count i32) (param $threshold f32) (param $out i32) (param $max i32) (result i32)
    (local $i i32) (local $n i32)
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $i) (local.get $count)))
        (if (f32.ge (f32.load (i32.add (local.get $scores) (i32.shl (local.get $i) (i32.const 2)))) (local.get $threshold))
          (then
            (if (i32.ge_u (local.get $n) (local.get $max)) (then (return (i32.add (local.get $max) (i32.const 1)))))
            (i32.store (i32.add (local.get $out) (i32.shl (local.get $n) (i32.const 2))) (local.get $i))
            (local.set $n (i32.add (local.get $n) (i32.const 1)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $next)))
    (local.get $n)))
