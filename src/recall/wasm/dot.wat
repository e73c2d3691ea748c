;; Dot products of one int8 query against many int8 vectors, sixteen lanes at a time (WebAssembly SIMD).
;; Regenerate src/recall/wasm/dot-wasm.ts after editing: node scripts/build-wasm.mjs
(module
  (memory (export "memory") 1)
  ;; scores[i] = dot(vectors[i], query) as i32, for i < count. Vectors are `stride` bytes apart (stride % 32 == 0,
  ;; padded with zeros); all pointers are byte offsets into memory, 16-byte aligned. Every value must lie in
  ;; [-127, 127]: then two products summed fit an i16 lane (2 * 127 * 127 < 32768) before they are widened.
  (func (export "dots_i8") (param $vectors i32) (param $count i32) (param $stride i32) (param $query i32) (param $scores i32)
    (local $end i32) (local $j i32) (local $v v128) (local $q v128) (local $a v128) (local $b v128)
    (local.set $end (i32.add (local.get $scores) (i32.shl (local.get $count) (i32.const 2))))
    (block $done
      (loop $row
        (br_if $done (i32.ge_u (local.get $scores) (local.get $end)))
        (local.set $a (v128.const i32x4 0 0 0 0))
        (local.set $b (v128.const i32x4 0 0 0 0))
        (local.set $j (i32.const 0))
        (block $rowDone
          (loop $lanes
            (br_if $rowDone (i32.ge_u (local.get $j) (local.get $stride)))
            (local.set $v (v128.load (i32.add (local.get $vectors) (local.get $j))))
            (local.set $q (v128.load (i32.add (local.get $query) (local.get $j))))
            (local.set $a (i32x4.add (local.get $a) (i32x4.extadd_pairwise_i16x8_s
              (i16x8.add (i16x8.extmul_low_i8x16_s (local.get $v) (local.get $q)) (i16x8.extmul_high_i8x16_s (local.get $v) (local.get $q))))))
            (local.set $v (v128.load offset=16 (i32.add (local.get $vectors) (local.get $j))))
            (local.set $q (v128.load offset=16 (i32.add (local.get $query) (local.get $j))))
            (local.set $b (i32x4.add (local.get $b) (i32x4.extadd_pairwise_i16x8_s
              (i16x8.add (i16x8.extmul_low_i8x16_s (local.get $v) (local.get $q)) (i16x8.extmul_high_i8x16_s (local.get $v) (local.get $q))))))
            (local.set $j (i32.add (local.get $j) (i32.const 32)))
            (br $lanes)))
        (local.set $a (i32x4.add (local.get $a) (local.get $b)))
        (i32.store (local.get $scores)
          (i32.add
            (i32.add (i32x4.extract_lane 0 (local.get $a)) (i32x4.extract_lane 1 (local.get $a)))
            (i32.add (i32x4.extract_lane 2 (local.get $a)) (i32x4.extract_lane 3 (local.get $a)))))
        (local.set $vectors (i32.add (local.get $vectors) (local.get $stride)))
        (local.set $scores (i32.add (local.get $scores) (i32.const 4)))
        (br $row)))))
