/// Checks that bytes are strict JSON (RFC 8259) before a `JSONDecoder` reads them, so that a file
/// is rejected or accepted the same way on every platform, and says where it is malformed.
///
/// Foundation's parsers differ: on Linux they accept a trailing comma (`{"a": 1,}`) that Apple's
/// rejects, both keep one value of a key given twice, and neither says where
/// the text is wrong in a form a program can read. This check rejects, with a line and a column:
/// a trailing comma, a key given twice in one object, a number beyond `Double` (`1e400`),
/// nesting deeper than ``maximumDepth``, bytes that are not UTF-8, a lone surrogate escape, and
/// anything else that is not JSON. A UTF-8 byte order mark before the value is skipped.
///
/// One pass over the bytes, recursion at most ``maximumDepth`` deep, memory for the keys of the
/// objects being read.
struct JSONSyntax {
  /// How deep arrays and objects may nest by default: far beyond any file the package reads
  /// (a policy nests 3 deep), far below a stack overflow.
  static let maximumDepth = 64

  private let bytes: UnsafeRawBufferPointer
  private let maximumDepth: Int
  private var index = 0

  /// Where the document holds policies from an untrusted source, and their limits: each such
  /// value's own bytes, and every string, array and object in it, are capped while they are
  /// read, so that reading stops as soon as a limit is passed.
  struct PolicyLimits {
    var locations: Set<String>
    var options: PolicyDecodingOptions
  }

  private let limits: PolicyLimits?
  /// The deepest path among the limited locations, in components.
  private let deepestLimited: Int
  /// The keys and indexes leading to the value being read, kept only with limits.
  private var path: [PathComponent] = []
  /// Where the limited policy being read starts, and how deep its path is.
  private var policyStart: (offset: Int, depth: Int)?

  private enum PathComponent {
    case key(String)
    case index(Int)
  }

  private init(_ bytes: UnsafeRawBufferPointer, maximumDepth: Int, limits: PolicyLimits?) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    self.limits = limits
    deepestLimited =
      limits?.locations.map { location in
        location.split(separator: ".").reduce(0) { $0 + 1 + $1.filter { $0 == "[" }.count }
      }.max() ?? 0
  }

  /// Checks `bytes`; returns the offset of the value, after a byte order mark.
  @discardableResult
  static func check(
    _ bytes: UnsafeRawBufferPointer, maximumDepth: Int = maximumDepth,
    limits: PolicyLimits? = nil
  ) throws(TextInputError) -> Int {
    var checker = JSONSyntax(bytes, maximumDepth: maximumDepth, limits: limits)
    return try checker.checkDocument()
  }

  // MARK: Limits

  /// The path being read, as ``TextInputError/location`` writes it.
  private var location: String {
    var text = ""
    for component in path {
      switch component {
      case .key(let key):
        if !text.isEmpty { text += "." }
        text += key
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  private func limitFailure(_ key: String, maximum: Int) -> TextInputError {
    let location = location
    return TextInputError(
      .untrustedPolicy, key, ["location": location, "maximum": "\(maximum)"], at: location)
  }

  /// Throws once the policy being read has more bytes than it may.
  private func checkPolicySize() throws(TextInputError) {
    guard let policyStart, let limits else { return }
    let maximum = limits.options.largestDocument
    if index - policyStart.offset > maximum {
      var error = limitFailure("untrusted.tooManyBytes", maximum: maximum)
      let location = path.prefix(policyStart.depth)
      var policyPath = self
      policyPath.path = Array(location)
      error.location = policyPath.location
      error.message.arguments["location"] = policyPath.location
      throw error
    }
  }

  /// Starts limiting when the value about to be read is at one of the limited locations.
  private mutating func enterValue() {
    guard let limits, policyStart == nil, !path.isEmpty, path.count <= deepestLimited,
      limits.locations.contains(location)
    else { return }
    policyStart = (index, path.count)
  }

  /// Stops limiting after the limited value was read.
  private mutating func leaveValue() throws(TextInputError) {
    guard let start = policyStart, start.depth == path.count else { return }
    try checkPolicySize()
    policyStart = nil
  }

  private mutating func checkDocument() throws(TextInputError) -> Int {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    let start = index
    skipWhitespace()
    guard index < bytes.count else {
      throw TextInputError(.malformedJSON, "json.empty", at: nil)
    }
    try value(depth: 1)
    skipWhitespace()
    guard index == bytes.count else { throw failure("json.trailingText") }
    return start
  }

  // MARK: Values

  private mutating func value(depth: Int) throws(TextInputError) {
    guard let byte = peek() else { throw failure("json.unexpectedEnd") }
    if limits != nil { enterValue() }
    switch byte {
    case UInt8(ascii: "{"): try object(depth: depth)
    case UInt8(ascii: "["): try array(depth: depth)
    case UInt8(ascii: "\""): _ = try string(keeping: false)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: throw unexpected()
    }
    if policyStart != nil {
      try checkPolicySize()
      try leaveValue()
    }
  }

  private mutating func object(depth: Int) throws(TextInputError) {
    if try entersEmpty(depth: depth, closing: UInt8(ascii: "}")) { return }
    var keys: Set<String> = []
    while true {
      guard peek() == UInt8(ascii: "\"") else { throw unexpected() }
      let keyStart = index
      let key = try string(keeping: true)
      guard keys.insert(key).inserted else {
        throw failure("json.duplicateKey", ["key": key], at: keyStart)
      }
      if let limits, policyStart != nil, keys.count > limits.options.largestObject {
        throw limitFailure("untrusted.tooManyMembers", maximum: limits.options.largestObject)
      }
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else { throw unexpected() }
      index += 1
      skipWhitespace()
      if limits != nil { path.append(.key(key)) }
      try value(depth: depth + 1)
      if limits != nil { path.removeLast() }
      if try endsAfterMember(closing: UInt8(ascii: "}")) { return }
    }
  }

  /// Enters an object or an array at `depth`, past its opening bracket; `true` when `closing`
  /// follows at once, consumed: `{}`, `[]`. Deeper than ``maximumDepth`` is refused.
  private mutating func entersEmpty(depth: Int, closing: UInt8) throws(TextInputError) -> Bool {
    guard depth <= maximumDepth else {
      throw failure("json.tooDeep", ["depth": "\(maximumDepth)"])
    }
    index += 1
    skipWhitespace()
    guard peek() == closing else { return false }
    index += 1
    return true
  }

  /// After a member or element: a comma (not followed by `closing`) or `closing`, which it
  /// consumes; `true` when the object or array ended.
  private mutating func endsAfterMember(closing: UInt8) throws(TextInputError) -> Bool {
    skipWhitespace()
    switch peek() {
    case UInt8(ascii: ","):
      try checkPolicySize()
      let comma = index
      index += 1
      skipWhitespace()
      if peek() == closing {
        throw failure("json.trailingComma", ["bracket": String(UnicodeScalar(closing))], at: comma)
      }
      return false
    case closing:
      index += 1
      return true
    case nil: throw failure("json.unexpectedEnd")
    default: throw unexpected()
    }
  }

  private mutating func array(depth: Int) throws(TextInputError) {
    if try entersEmpty(depth: depth, closing: UInt8(ascii: "]")) { return }
    var count = 0
    while true {
      if let limits {
        if policyStart != nil, count >= limits.options.largestArray {
          throw limitFailure("untrusted.tooManyMembers", maximum: limits.options.largestArray)
        }
        path.append(.index(count))
      }
      try value(depth: depth + 1)
      if limits != nil { path.removeLast() }
      count += 1
      if try endsAfterMember(closing: UInt8(ascii: "]")) { return }
    }
  }

  private mutating func literal(_ word: StaticString) throws(TextInputError) {
    let count = word.utf8CodeUnitCount
    for offset in 0..<count {
      guard index + offset < bytes.count else {
        index += offset
        throw failure("json.unexpectedEnd")
      }
      guard bytes[index + offset] == word.utf8Start[offset] else {
        index += offset
        throw unexpected()
      }
    }
    index += count
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, within `Double`'s range.
  private mutating func number() throws(TextInputError) {
    let start = index
    if peek() == UInt8(ascii: "-") { index += 1 }
    guard let first = peek(), isDigit(first) else { throw unexpectedOrEnd() }
    index += 1
    if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) { throw unexpected() }
    skipDigits()
    if peek() == UInt8(ascii: ".") {
      index += 1
      guard let digit = peek(), isDigit(digit) else { throw unexpectedOrEnd() }
      skipDigits()
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      guard let digit = peek(), isDigit(digit) else { throw unexpectedOrEnd() }
      skipDigits()
    }
    try checkPolicySize()
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      let shown = text.count > 24 ? text.prefix(20) + "…" : text[...]
      throw failure("json.numberTooLarge", ["number": String(shown)], at: start)
    }
  }

  /// Reads a string from its opening quote; returns its text when `keeping`.
  private mutating func string(keeping: Bool) throws(TextInputError) -> String {
    index += 1
    let start = index
    let largest = policyStart == nil ? Int.max : limits?.options.largestString ?? .max
    var text: [UInt8] = []
    while true {
      if index - start > largest {
        throw limitFailure("untrusted.tooManyBytes", maximum: largest)
      }
      guard let byte = peek() else { throw failure("json.unexpectedEnd") }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return keeping ? String(decoding: text, as: UTF8.self) : ""
      case UInt8(ascii: "\\"):
        let escapeStart = index
        index += 1
        let scalar = try escape(startingAt: escapeStart)
        if keeping { text.append(contentsOf: String(scalar).utf8) }
      case 0..<0x20:
        throw failure("json.controlCharacter")
      case 0x80...:
        let start = index
        try utf8Sequence()
        if keeping { text.append(contentsOf: bytes[start..<index]) }
      default:
        index += 1
        if keeping { text.append(byte) }
      }
    }
  }

  /// Reads an escape after its backslash; the scalar it stands for.
  private mutating func escape(startingAt start: Int) throws(TextInputError) -> Unicode.Scalar {
    guard let byte = peek() else { throw failure("json.unexpectedEnd") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try hexUnit(escapeStart: start)
      switch unit {
      case 0xD800...0xDBFF:
        // A high surrogate needs a low one right after it.
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw failure("json.badEscape", at: start) }
        index += 2
        let low = try hexUnit(escapeStart: start)
        guard (0xDC00...0xDFFF).contains(low) else { throw failure("json.badEscape", at: start) }
        return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
      case 0xDC00...0xDFFF:
        throw failure("json.badEscape", at: start)
      default:
        return Unicode.Scalar(unit) ?? "\u{FFFD}"
      }
    default:
      throw failure("json.badEscape", at: start)
    }
  }

  private mutating func hexUnit(escapeStart: Int) throws(TextInputError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek() else { throw failure("json.unexpectedEnd") }
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("json.badEscape", at: escapeStart)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// Steps over one well-formed UTF-8 sequence of 2 to 4 bytes.
  private mutating func utf8Sequence() throws(TextInputError) {
    let lead = bytes[index]
    let count: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: count = 2
    case 0xE0:
      count = 3
      lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: count = 3
    case 0xED:
      count = 3
      upper = 0x9F
    case 0xF0:
      count = 4
      lower = 0x90
    case 0xF1...0xF3: count = 4
    case 0xF4:
      count = 4
      upper = 0x8F
    default: throw failure("json.notUTF8")
    }
    for offset in 1..<count {
      guard index + offset < bytes.count else { throw failure("json.notUTF8") }
      let byte = bytes[index + offset]
      let (low, high) = offset == 1 ? (lower, upper) : (0x80, 0xBF)
      guard byte >= low, byte <= high else { throw failure("json.notUTF8") }
    }
    index += count
  }

  // MARK: Bytes

  private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipDigits() {
    while let byte = peek(), isDigit(byte) { index += 1 }
  }

  private mutating func skipWhitespace() {
    while let byte = peek(),
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      index += 1
    }
  }

  // MARK: Errors

  private func unexpectedOrEnd() -> TextInputError {
    peek() == nil ? failure("json.unexpectedEnd") : unexpected()
  }

  /// "unexpected "x"", naming the character at the current offset.
  private func unexpected() -> TextInputError {
    guard let byte = peek() else { return failure("json.unexpectedEnd") }
    if byte >= 0x80 {
      var probe = self
      do {
        try probe.utf8Sequence()
      } catch {
        return error
      }
      let character = String(decoding: bytes[index..<probe.index], as: UTF8.self)
      return failure("json.unexpectedCharacter", ["character": character])
    }
    if byte < 0x20 || byte == 0x7F {
      let hex = String(byte, radix: 16, uppercase: true)
      let name = "U+" + String(repeating: "0", count: 4 - hex.count) + hex
      return failure("json.unexpectedCharacter", ["character": name])
    }
    return failure("json.unexpectedCharacter", ["character": String(UnicodeScalar(byte))])
  }

  private func failure(_ key: String, _ arguments: [String: String] = [:], at offset: Int? = nil)
    -> TextInputError
  {
    let (line, column) = Self.lineAndColumn(ofOffset: offset ?? index, in: bytes)
    var arguments = arguments
    arguments["line"] = "\(line)"
    arguments["column"] = "\(column)"
    return TextInputError(.malformedJSON, key, arguments, at: nil)
  }

  /// The 1-based line and column (in code points) of a byte offset.
  static func lineAndColumn(ofOffset offset: Int, in bytes: UnsafeRawBufferPointer) -> (Int, Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
