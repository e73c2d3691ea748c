// Just enough of ONNX's protobuf encoding to write a model: a graph of nodes over named initializers, inputs and
// outputs (onnx.proto3 field numbers). Written here rather than through protobufjs, whose loading alone would cost a
// one-shot query more than the encoding does.

/** ONNX TensorProto.DataType values used here. */
export const ONNX_FLOAT = 1;
export const ONNX_INT64 = 7;

export interface OnnxTensor {
  name: string;
  dataType: typeof ONNX_FLOAT | typeof ONNX_INT64;
  dims: number[];
  /** Little-endian element bytes (raw_data)... */
  bytes?: Uint8Array;
  /** ...or where they lie in a file beside the model (relative path, byte offset and length). */
  external?: { location: string; offset: number; length: number };
}

export type OnnxAttribute = { name: string } & ({ int: number } | { float: number } | { ints: number[] });

export interface OnnxNode {
  op: string;
  inputs: string[];
  outputs: string[];
  attributes?: OnnxAttribute[];
}

export interface OnnxValue {
  name: string;
  dataType: typeof ONNX_FLOAT | typeof ONNX_INT64;
  /** A number for a fixed size, a string for a symbolic one (batch, tokens). */
  dims: (number | string)[];
}

export interface OnnxModel {
  opset: number;
  nodes: OnnxNode[];
  initializers: OnnxTensor[];
  inputs: OnnxValue[];
  outputs: OnnxValue[];
}

/** Protobuf wire types. */
const VARINT = 0;
const FIXED32 = 5;
const LENGTH_DELIMITED = 2;

/**
 * Collects a message's fields as byte chunks; nested messages are measured before they are written, so the whole model
 * (tens of MB of weights) is copied once, into the final buffer.
 */
class Message {
  readonly chunks: (Uint8Array | Message)[] = [];
  private size = -1;

  varint(field: number, value: number): this {
    return this.key(field, VARINT).raw(encodeVarint(value));
  }
  float(field: number, value: number): this {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setFloat32(0, value, true);
    return this.key(field, FIXED32).raw(b);
  }
  string(field: number, value: string): this {
    return this.bytes(field, new TextEncoder().encode(value));
  }
  bytes(field: number, value: Uint8Array): this {
    return this.key(field, LENGTH_DELIMITED).raw(encodeVarint(value.length)).raw(value);
  }
  message(field: number, value: Message): this {
    this.key(field, LENGTH_DELIMITED).raw(encodeVarint(value.byteLength()));
    this.chunks.push(value);
    return this;
  }
  /** Repeated int64 as one packed field. */
  packed(field: number, values: number[]): this {
    const body = concat(values.map(encodeVarint));
    return this.bytes(field, body);
  }
  byteLength(): number {
    if (this.size < 0) this.size = this.chunks.reduce((n, c) => n + (c instanceof Message ? c.byteLength() : c.length), 0);
    return this.size;
  }
  writeInto(out: Uint8Array, at: number): number {
    for (const c of this.chunks) {
      if (c instanceof Message) at = c.writeInto(out, at);
      else {
        out.set(c, at);
        at += c.length;
      }
    }
    return at;
  }
  private key(field: number, wire: number): this {
    return this.raw(encodeVarint(field * 8 + wire));
  }
  private raw(b: Uint8Array): this {
    this.chunks.push(b);
    return this;
  }
}

function encodeVarint(value: number): Uint8Array {
  // Negative int64 values take ten bytes in two's complement; ONNX needs them for Reshape's -1 and axes like -1.
  let v = BigInt.asUintN(64, BigInt(value));
  const out: number[] = [];
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v !== 0n) byte |= 0x80;
    out.push(byte);
  } while (v !== 0n);
  return Uint8Array.from(out);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function tensorMessage(t: OnnxTensor): Message {
  const m = new Message().packed(1, t.dims).varint(2, t.dataType).string(8, t.name);
  if (t.bytes) return m.bytes(9, t.bytes);
  if (!t.external) throw new Error(`tensor ${t.name} has no data`);
  const entry = (key: string, value: string) => new Message().string(1, key).string(2, value);
  m.message(13, entry('location', t.external.location))
    .message(13, entry('offset', String(t.external.offset)))
    .message(13, entry('length', String(t.external.length)));
  // data_location EXTERNAL
  return m.varint(14, 1);
}

function attributeMessage(a: OnnxAttribute): Message {
  const m = new Message().string(1, a.name);
  // AttributeProto.type: FLOAT 1, INT 2, INTS 7.
  if ('int' in a) return m.varint(3, a.int).varint(20, 2);
  if ('float' in a) return m.float(2, a.float).varint(20, 1);
  return m.packed(8, a.ints).varint(20, 7);
}

function valueMessage(v: OnnxValue): Message {
  const shape = new Message();
  for (const d of v.dims) shape.message(1, typeof d === 'number' ? new Message().varint(1, d) : new Message().string(2, d));
  const tensorType = new Message().varint(1, v.dataType).message(2, shape);
  return new Message().string(1, v.name).message(2, new Message().message(1, tensorType));
}

/** The model's bytes, as InferenceSession.create takes them. */
export function encodeOnnxModel(model: OnnxModel): Uint8Array {
  const graph = new Message();
  model.nodes.forEach((n, i) => {
    const node = new Message();
    for (const input of n.inputs) node.string(1, input);
    for (const output of n.outputs) node.string(2, output);
    node.string(3, `n${i}`).string(4, n.op);
    for (const a of n.attributes ?? []) node.message(5, attributeMessage(a));
    graph.message(1, node);
  });
  graph.string(2, 'graph');
  for (const t of model.initializers) graph.message(5, tensorMessage(t));
  for (const v of model.inputs) graph.message(11, valueMessage(v));
  for (const v of model.outputs) graph.message(12, valueMessage(v));
  // ir_version 8 goes with opsets up to 18.
  const root = new Message()
    .varint(1, 8)
    .message(8, new Message().string(1, '').varint(2, model.opset))
    .string(2, 'claude-memory')
    .message(7, graph);
  const out = new Uint8Array(root.byteLength());
  root.writeInto(out, 0);
  return out;
}
