;; Dot products of one query against many vectors, four float32 lanes at a time (WebAssembly SIMD).
;; Regenerate src/recall/wasm/dot-wasm.ts after editing: node scripts/build-wasm.mjs
(module
  (memory (export "memory") 1)
  ;; scores[i] = dot(vectors[i], query) for i < count. Vectors are `stride` floats apart (stride % 8 == 0,
  ;; padded with zeros); all pointers are byte offsets into memory, 16-byte aligned.
  (func (export "dots") (param $vectors i32) (param $count i32) (param $stride i32) (param $query i32) (param $scores i32)
    (local $end i32) (local $rowBytes i32) (local $j i32) (local $a v128) (local $b v128)
    (local.set $rowBytes (i32.shl (local.get $stride) (i32.const 2)))
    (local.set $end (i32.add (local.get $scores) (i32.shl (local.get $count) (i32.const 2))))
    (block $done
      (loop $row
        (br_if $done (i32.ge_u (local.get $scores) (local.get $end)))
        (local.set $a (v128.const i32x4 0 0 0 0))
        (local.set $b (v128.const i32x4 0 0 0 0))
        (local.set $j (i32.const 0))
        (block $rowDone
          (loop $lanes
            (br_if $rowDone (i32.ge_u (local.get $j) (local.get $rowBytes)))
            (local.set $a (f32x4.add (local.get $a)
              (f32x4.mul (v128.load (i32.add (local.get $vectors) (local.get $j))) (v128.load (i32.add (local.get $query) (local.get $j))))))
            (local.set $b (f32x4.add (local.get $b)
              (f32x4.mul (v128.load offset=16 (i32.add (local.get $vectors) (local.get $j))) (v128.load offset=16 (i32.add (local.get $query) (local.get $j))))))
            (local.set $j (i32.add (local.get $j) (i32.const 32)))
            (br $lanes)))
        (local.set $a (f32x4.add (local.get $a) (local.get $b)))
        (f32.store (local.get $scores)
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $a)) (f32x4.extract_lane 1 (local.get $a)))
            (f32.add (f32x4.extract_lane 2 (local.get $a)) (f32x4.extract_lane 3 (local.get $a)))))
        (local.set $vectors (i32.add (local.get $vectors) (local.get $rowBytes)))
        (local.set $scores (i32.add (local.get $scores) (i32.const 4)))
        (br $row)))))
