#if !FUZZING
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// Turns bytes into events.
struct EventDecoder<Source: EntropySource> {
  var source: Source
  /// Whether ``HostileText/huge`` pieces may be chosen.
  var allowsHuge = false
  /// Whether one event in sixteen is a ``BoundaryShapes`` event.
  var boundaryShapes = false

  init(_ source: Source, allowsHuge: Bool = false) {
    self.source = source
    self.allowsHuge = allowsHuge
  }

  mutating func byte() -> UInt8? { source.nextByte() }

  /// A short text: one to four pieces, sometimes raw bytes read as UTF-8.
  mutating func text() -> String? {
    guard let head = byte() else { return nil }
    if head == 0xFF, allowsHuge, let pick = byte() {
      return HostileText.huge[Int(pick) % HostileText.huge.count]
    }
    if head >= 0xE0 {
      // Raw bytes: invalid UTF-8 and lone surrogates arrive as U+FFFD.
      let count = Int(head & 0x0F) + 1
      var bytes: [UInt8] = []
      for _ in 0..<count { bytes.append(byte() ?? 0) }
      return String(decoding: bytes, as: UTF8.self)
    }
    if head >= 0xC0 {
      // A random code point, sometimes outside the Basic Multilingual Plane.
      guard let a = byte(), let b = byte() else { return nil }
      let plane = UInt32(head & 0x03)
      let value = plane << 16 | UInt32(a) << 8 | UInt32(b)
      return Unicode.Scalar(value).map { String($0) } ?? "\u{FFFD}"
    }
    var result = ""
    for _ in 0...(Int(head) % 4) {
      guard let pick = byte() else { break }
      result += HostileText.pieces[Int(pick) % HostileText.pieces.count]
    }
    return result
  }

  /// A UTF-16 range near the text, often out of bounds and sometimes inside a cluster.
  mutating func range(length: Int) -> Range<Int>? {
    guard let a = byte(), let b = byte() else { return nil }
    func bound(_ value: UInt8) -> Int {
      switch value % 8 {
      case 0: return 0
      case 1: return length
      case 2: return length + Int(value % 5) + 1
      case 3: return -Int(value % 5) - 1
      default: return length == 0 ? 0 : Int(value) % (length + 1)
      }
    }
    let x = bound(a)
    let y = a & 0x40 != 0 ? x : bound(b)
    return Swift.min(x, y)..<Swift.max(x, y)
  }

  /// The next event for a field whose text has `length` UTF-16 code units: the first byte picks
  /// a shape of ``shapes`` (modulo their number), which decodes the bytes after it.
  mutating func event(length: Int) -> SessionEvent? {
    guard let kind = byte() else { return nil }
    if boundaryShapes && kind >= 0xF0 { return boundaryEvent(length: length) }
    let shapes = Self.shapes
    return shapes[Int(kind) % shapes.count].decode(&self, length)
  }

  /// One shape of event and how it is decoded from the bytes that follow its kind byte, for a
  /// field whose text has the given number of UTF-16 code units.
  struct Shape {
    var name: String
    var decode: (inout EventDecoder, _ length: Int) -> SessionEvent?
  }

  /// The shapes of events, in the order of their kind bytes; a shape listed twice is drawn twice
  /// as often. To add a shape, append it (new corpus inputs then decode differently, which is
  /// fine: they stay valid inputs).
  static var shapes: [Shape] {
    let type = Shape(name: "type") { decoder, _ in decoder.text().map(SessionEvent.type) }
    let paste = Shape(name: "paste") { decoder, _ in decoder.text().map(SessionEvent.paste) }
    let backspace = Shape(name: "backspace") { _, _ in .backspace }
    return [
      type, type, type, type, paste, paste,
      Shape(name: "mark") { decoder, _ in decoder.text().map(SessionEvent.mark) },
      Shape(name: "commit") { decoder, _ in decoder.text().map(SessionEvent.commit) },
      Shape(name: "systemReplace") { decoder, length in
        guard let range = decoder.range(length: length), let text = decoder.text() else {
          return nil
        }
        return .systemReplace(range, text)
      },
      Shape(name: "programmatic") { decoder, length in
        guard let range = decoder.range(length: length), let text = decoder.text() else {
          return nil
        }
        return .programmatic(range, text)
      },
      backspace, backspace,
      Shape(name: "cut") { decoder, length in decoder.range(length: length).map(SessionEvent.cut) },
      Shape(name: "select") { decoder, length in
        decoder.range(length: length).map(SessionEvent.select)
      },
      Shape(name: "undo") { _, _ in .undo },
      Shape(name: "redo") { _, _ in .redo },
      Shape(name: "pinyin") { decoder, _ in decoder.letters().map(SessionEvent.pinyin) },
      Shape(name: "kana") { decoder, _ in decoder.letters().map(SessionEvent.kana) },
      Shape(name: "convert") { decoder, _ in decoder.text().map(SessionEvent.convert) },
      Shape(name: "dictate") { decoder, _ in decoder.text().map(SessionEvent.dictate) },
      Shape(name: "quickType") { decoder, _ in decoder.text().map(SessionEvent.quickType) },
      Shape(name: "autocorrect") { decoder, _ in decoder.text().map(SessionEvent.autocorrect) },
      Shape(name: "swipe") { decoder, _ in decoder.text().map(SessionEvent.swipe) },
      Shape(name: "oneTimeCode") { decoder, _ in decoder.text().map(SessionEvent.oneTimeCode) },
      Shape(name: "smartType") { decoder, _ in decoder.smartText().map(SessionEvent.smartType) },
      Shape(name: "smartPaste") { decoder, _ in decoder.text().map(SessionEvent.smartPaste) },
      Shape(name: "endEditing") { _, _ in .endEditing },
      Shape(name: "commitAsked") { decoder, _ in
        guard let atEnd = decoder.byte(), let text = decoder.text() else { return nil }
        return .commitAsked(text, atEnd: atEnd & 1 == 1)
      },
      Shape(name: "reenterSecure") { _, _ in .reenterSecure },
    ]
  }

  /// One to eight letters for a composing keyboard, sometimes with a digit, a space or `'`.
  mutating func letters() -> String? {
    guard let head = byte() else { return nil }
    let keys = Array("aeinouhkgszjtdmbpwyr'1 ")
    var result = ""
    for _ in 0...(Int(head) % 8) {
      guard let pick = byte() else { break }
      result.append(keys[Int(pick) % keys.count])
    }
    return result
  }

  /// One to six keys that smart punctuation and dashes change: dots, dashes, quotes, a letter.
  mutating func smartText() -> String? {
    guard let head = byte() else { return nil }
    let keys = Array(".-\"'a ")
    var result = ""
    for _ in 0...(Int(head) % 6) {
      guard let pick = byte() else { break }
      result.append(keys[Int(pick) % keys.count])
    }
    return result
  }
}
