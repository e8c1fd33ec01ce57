extension InputRules {
  /// A decimal number: digits, at most one decimal point, a bounded number of digits on each side.
  ///
  /// - "。" and "．" (Chinese keyboards) are the decimal point; full-width digits become ASCII.
  /// - A leading "." becomes "0.".
  /// - A redundant leading zero is removed: "0|" + "5" gives "5|"; "0|" + "0" is rejected, because
  ///   "00" would become "0" again.
  /// - A paste keeps its longest prefix that leaves a valid number: "" + "3.14159" gives "3.14".
  /// - With ``allowsNegative``, a "-" (or "−", "﹣", "－") may start it; with
  ///   ``acceptsDecimalComma``, a "," is the decimal point.
  ///
  /// - A length limit after this rule counts the number as written ("07" is "7") and cuts the
  ///   paste, never the text after it; a cut that leaves no valid number is rejected.
  ///
  /// - Complexity: O(*n* + *m*) for a text of length *n* and an insertion of length *m*.
  ///
  /// ```swift
  /// let price = InputPolicy { .decimal(fractionDigits: 2) }
  /// // "12.3|" + "4" → "12.34|"
  /// // "12.34|" + "5" → rejected: "At most 2 digits after the decimal point."
  /// // "12|" + "."   → "12.|"
  ///
  /// let short = InputPolicy(.decimal(fractionDigits: 2), .maxLength(3))
  /// // "|" + paste "07123"  → "712|": "0712" is "712"
  /// // "|12" + paste "0345" → "3|12"
  /// // "|25" + paste "."    → rejected: "At most 3 characters." ("0.25" is too long)
  /// ```
  public struct DecimalNumber: InputRule, Hashable, Codable {
    /// The most digits after the decimal point; 0 for whole numbers.
    public var fractionDigits: Int
    /// The most digits before the decimal point, or `nil` for no limit.
    public var integerDigits: Int?
    /// The separator shown between groups of three integer digits ("1,234,567.89"), or `nil`
    /// for none. The value never holds it; see ``InputPolicy/value(of:)``.
    public var grouping: String?
    /// How ``grouping`` groups the integer digits: by three (the default), by four (万) or by
    /// lakh and crore.
    public var groupingStyle: GroupingStyle = .thousands
    /// Whether a "," typed or pasted is read as the decimal point, as keyboards and writers of
    /// most of Europe and Latin America write it: "12,5" is 12.5. The field shows and the value
    /// holds "."; the rewrite is a normalization ("A decimal comma was read as the decimal
    /// point."). A policy file refuses it with `grouping` ",", where "," groups digits. The
    /// default is `false`: "," is not part of a number.
    ///
    /// ```swift
    /// var euro = InputRules.DecimalNumber(fractionDigits: 2)
    /// euro.acceptsDecimalComma = true
    /// // "12|" + "," → "12.|" · "|" + paste "1234,56" → "1234.56|"
    /// // "1.5|" + "," → rejected: "Only one decimal point is allowed."
    /// ```
    public var acceptsDecimalComma = false
    /// Whether the number may be negative: a "-" before its first digit. The minus signs of
    /// other keyboards and fonts, "−" (U+2212), "﹣" (U+FE63) and "－" (U+FF0D), are read as
    /// "-", a normalization ("A minus sign was read as \"-\"."); a minus anywhere else is removed
    /// ("A minus sign goes only before the number."). The default is `false`: "-" is not part
    /// of a number.
    ///
    /// Not yet with a ``grouping``: a policy file refuses the pair, and a rule built in code
    /// with both takes no sign.
    ///
    /// ```swift
    /// var balance = InputRules.DecimalNumber(fractionDigits: 2)
    /// balance.allowsNegative = true
    /// // "|" + "−" → "-|" · "-|" + ".5" → "-0.5|" · "|" + paste "−12.50" → "-12.50|"
    /// // "12|" + "-" → rejected: "A minus sign goes only before the number."
    /// ```
    public var allowsNegative = false

    /// Whether a "-" may start the number: ``allowsNegative``, without a ``grouping``.
    var isSigned: Bool { allowsNegative && grouping == nil }

    /// Whether `character` is a minus sign of another keyboard or font: U+2212, U+FE63, U+FF0D.
    static func isMinusVariant(_ character: Character) -> Bool {
      character == "\u{2212}" || character == "\u{FE63}" || character == "\u{FF0D}"
    }

    public init(fractionDigits: Int, integerDigits: Int? = nil) {
      self.init(fractionDigits: fractionDigits, integerDigits: integerDigits, grouping: nil)
    }

    /// A number shown with `grouping` between groups of three integer digits, "1,234,567.89";
    /// `nil` for none.
    public init(fractionDigits: Int, integerDigits: Int?, grouping: Character?) {
      self.fractionDigits = Swift.max(fractionDigits, 0)
      self.integerDigits = integerDigits.map { Swift.max($0, 1) }
      self.grouping = grouping.map(String.init)
    }

    /// A number shown with `grouping` between groups of integer digits as `groupingStyle` says:
    /// "1,2345,6789.5" by 万, "12,34,56,789.5" by lakh.
    public init(
      fractionDigits: Int, integerDigits: Int?, grouping: Character, groupingStyle: GroupingStyle
    ) {
      self.init(fractionDigits: fractionDigits, integerDigits: integerDigits, grouping: grouping)
      self.groupingStyle = groupingStyle
    }

    public func review(_ edit: inout ProposedEdit) {
      // Each step below reads the whole insertion: a long one asks a bound ReviewCancellation
      // before each step, and the longest steps ask as they go; stopped, the edit is left
      // unfinished, to be thrown away.
      var checkpoint = ReviewCheckpoint()
      func stops() -> Bool { checkpoint.shouldStop(after: edit.replacement.utf8.count) }
      if stops() { return }
      if let grouping, holdsSeparator(edit.replacement, grouping) {
        // A pasted display form: its separators are the field's own.
        var kept = ""
        for character in edit.replacement {
          if checkpoint.shouldStop() { return }
          if String(character) != grouping { kept.append(character) }
        }
        edit.replacement = kept
        edit.working.mayHaveJoined = true
        edit.working.indivisibleUTF8Ranges = []
        if edit.replacement.isEmpty {
          edit.reject(rule: .decimal, message: LocalizedMessage("separators.addedByField"))
          return
        }
      }
      if stops() { return }
      if isSigned, !edit.replacement.isASCII,
        edit.replacement.contains(where: Self.isMinusVariant)
      {
        edit.transformReplacement(rule: .decimal, message: LocalizedMessage("decimal.minusRead")) {
          Self.mapped($0) { Self.isMinusVariant($0) ? "-" : $0 }
        }
      }
      if stops() { return }
      if isSigned, edit.replacement.utf8.contains(UInt8(ascii: "-")) {
        // One minus, first in the number: any other goes.
        let keepsFirst =
          edit.prefix.isEmpty && edit.replacement.first == "-" && !edit.suffix.hasPrefix("-")
        var kept = ""
        var removed = ""
        for (offset, character) in edit.replacement.enumerated() {
          if checkpoint.shouldStop() { return }
          if character == "-" && !(offset == 0 && keepsFirst) {
            removed.append(character)
          } else {
            kept.append(character)
          }
        }
        if !removed.isEmpty {
          let message = LocalizedMessage("decimal.minusFirst")
          guard !kept.isEmpty else {
            edit.reject(rule: .decimal, message: message)
            return
          }
          edit.changes.append(
            PolicyChange(rule: .decimal, kind: .removed, removed: removed, message: message))
          edit.replacement = kept
          edit.working.mayHaveJoined = true
          edit.working.indivisibleUTF8Ranges = []
        }
      }
      if stops() { return }
      if acceptsDecimalComma,
        edit.replacement.utf8.contains(UInt8(ascii: ",")) || edit.replacement.contains("，")
      {
        edit.transformReplacement(rule: .decimal, message: LocalizedMessage("decimal.commaRead")) {
          $0.replacingLoneASCII(",", with: ".", unlessContaining: "，")
            ?? Self.mapped($0) { $0 == "," || $0 == "，" ? "." : $0 }
        }
      }
      if stops() { return }
      // ASCII has no full-width forms and no Chinese points: nothing to convert.
      if !edit.replacement.isASCII {
        edit.transformReplacement(
          rule: .decimal, message: LocalizedMessage("fullWidth.converted")
        ) {
          let folded = FullWidth.folding($0)
          // Only a text with one of the points has a character to map.
          let points: Set<Unicode.Scalar> = ["。", "．", "｡"]
          guard folded.firstUTF8Offset(ofLeadIn: 0xE3, 0xEF, where: points.contains) != nil
          else { return folded }
          return Self.mapped(folded) { $0 == "。" || $0 == "．" || $0 == "｡" ? "." : $0 }
        }
        edit.transformReplacement(rule: .decimal, message: LocalizedMessage("digits.converted")) {
          DecimalDigits.folding($0)
        }
      }
      if stops() { return }
      let allowed = LocalizedMessage(
        fractionDigits > 0 ? "decimal.digitsAndPoint" : "decimal.digits")
      let signed = isSigned
      let rejects = { (character: Character) in
        !(character.isASCII
          && (character.isNumber || (fractionDigits > 0 && character == ".")
            || (signed && character == "-")))
      }
      edit.removeInsertedClusters(
        rule: .decimal, message: allowed,
        // A cluster of one code point is a digit or a point by its value, without the Unicode
        // property lookups of `Character.isNumber`.
        rejectingCodePoints: { scalars, single in
          guard let single else {
            return rejects(Character(String(decoding: scalars.utf8, as: UTF8.self)))
          }
          return !((0x30...0x39).contains(single) || (fractionDigits > 0 && single == 0x2E)
            || (signed && single == 0x2D))
        },
        rejecting: rejects)
      guard !edit.replacement.isEmpty, !stops() else { return }

      // The insertion now holds ASCII digits and points only, one byte a character: its bytes
      // are tallied, and the longest prefix of it that leaves a valid number is found in one
      // pass that stops where no longer prefix can be valid.
      let inserted = edit.replacement.utf8
      let left = Tally(edit.prefix, signed: isSigned)
      let right = Tally(edit.suffix, signed: isSigned)
      var whole = left
      if edit.replacement.utf8.withContiguousStorageIfAvailable({ whole.add(asciiNumber: $0) })
        == nil
      {
        whole.add(asciiNumber: inserted)
      }
      let problem = invalidity(of: whole, followedBy: right)
      var kept = inserted.count
      if problem != nil {
        kept = longestValidInsertion(after: left, inserted: inserted, before: right)
      }
      // A number that begins with a digit other than 0 has no zero to remove or add: no need
      // to write it out and normalize it.
      if kept > 0,
        let first = edit.prefix.utf8.first ?? inserted.first,
        first >= UInt8(ascii: "1"), first <= UInt8(ascii: "9")
      {
        if kept < inserted.count, let problem {
          edit.truncateReplacement(atUTF8: kept, rule: .decimal, message: problem)
        }
        return
      }
      // Appended as strings: `+` of a `Substring` would append it a character at a time.
      var candidate = String(edit.prefix)
      candidate.append(contentsOf: Substring(inserted.prefix(kept)))
      candidate.append(contentsOf: edit.suffix)
      guard kept > 0, let normalized = normalize(candidate) else {
        edit.reject(rule: .decimal, message: problem ?? LocalizedMessage("decimal.notANumber"))
        return
      }
      if kept < inserted.count, let problem {
        edit.truncateReplacement(atUTF8: kept, rule: .decimal, message: problem)
      }
      let suffix = edit.suffix
      let resulting = edit.resultingText
      guard normalized.text != resulting else { return }
      if normalized.text == edit.text, edit.range.isEmpty {
        // An insertion the number takes back ("0|" + "0") changes nothing: say why. A
        // replacement that leaves the same number ("«0.»" + paste ".") is that replacement, as in
        // an empty field.
        edit.reject(rule: .decimal, message: LocalizedMessage("decimal.twoZeros"))
        return
      }
      let caretBefore = edit.prefix.count + edit.replacement.count
      edit.changes.append(
        PolicyChange(
          rule: .decimal, kind: .transformed, removed: edit.replacement,
          message: LocalizedMessage(
            normalized.removedZeros > 0 ? "decimal.zeroRemoved" : "decimal.zeroAdded")))
      let caret = Swift.max(caretBefore - normalized.removedZeros + normalized.addedZeros, 0)
      // Only the start of the number changes. Unless the zeros removed reach into the text after
      // the edit ("|05" + "0" is "5"), that text stays out of the replacement: a limit after this
      // rule then cuts what was inserted, never what the field held ("|123" + "045" under 4
      // characters is "4|123", not "45|12").
      if normalized.removedZeros <= edit.prefix.count + edit.replacement.count {
        edit.replaceStart(
          through: edit.range.upperBound,
          with: String(normalized.text.dropLast(suffix.count)), caret: caret)
      } else {
        edit.replaceWholeText(with: normalized.text, caret: caret)
      }
    }

    /// `text` with `transform` applied to each character. A ``ReviewCancellation`` is asked as
    /// it goes; stopped, `text` as it was.
    static func mapped(_ text: String, _ transform: (Character) -> Character) -> String {
      var checkpoint = ReviewCheckpoint()
      var result = ""
      result.reserveCapacity(text.utf8.count)
      for character in text {
        if checkpoint.shouldStop() { return text }
        result.append(transform(character))
      }
      return result
    }

    /// What decides whether a piece of text, put in front of another, leaves a valid number.
    struct Tally: Equatable {
      /// Characters added, and the minus signs among them: one, first, is a sign.
      var characters = 0
      var minuses = 0
      /// Whether "-" is a sign (``isSigned``) rather than a character like any other.
      var signed = false
      /// Whether a minus stands after the first character.
      var misplacedMinus = false
      var dots = 0
      /// Characters before the first point, and how many of them are leading zeros.
      var integer = 0
      var leadingZeros = 0
      /// Characters after the first point.
      var fraction = 0

      mutating func add(_ character: Character) {
        characters += 1
        if signed && character == "-" {
          addMinus()
        } else if character == "." {
          dots += 1
        } else if dots > 0 {
          fraction += 1
        } else {
          if character == "0" && leadingZeros == integer { leadingZeros += 1 }
          integer += 1
        }
      }

      /// Adds the character that `byte`, an ASCII digit or point, is.
      mutating func add(byte: UInt8) {
        characters += 1
        if signed && byte == UInt8(ascii: "-") {
          addMinus()
        } else if byte == UInt8(ascii: ".") {
          dots += 1
        } else if dots > 0 {
          fraction += 1
        } else {
          if byte == UInt8(ascii: "0") && leadingZeros == integer { leadingZeros += 1 }
          integer += 1
        }
      }

      /// Adds a minus sign: a sign when it is the first character.
      private mutating func addMinus() {
        minuses += 1
        if characters > 1 { misplacedMinus = true }
      }

      /// Whether a minus stands anywhere but first in `self` followed by `right`, or twice.
      func misplacesMinus(followedBy right: Tally) -> Bool {
        misplacedMinus || right.misplacedMinus || minuses + right.minuses > 1
          || (right.minuses > 0 && characters > 0)
      }

      /// Adds text of ASCII digits and points, a byte a character.
      mutating func add(asciiNumber bytes: some Sequence<UInt8>) {
        for byte in bytes { add(byte: byte) }
      }

      /// Adds contiguous text of ASCII digits, points and minus signs: runs of digits are added
      /// whole, found eight bytes at a time, and only their leading zeros are looked at.
      ///
      /// - Complexity: O(*n*) with a word of eight bytes a step between points and minus signs.
      mutating func add(asciiNumber bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        /// Whether one of the eight bytes of `word` is a point or a minus sign.
        func holdsMark(_ word: UInt64) -> Bool {
          word.holdsByte(UInt8(ascii: ".")) || word.holdsByte(UInt8(ascii: "-"))
        }
        var offset = 0
        while offset < bytes.count {
          // The run of digits from `offset`: up to the next point or minus sign.
          var end = offset
          while end + 8 <= bytes.count,
            !holdsMark(raw.loadUnaligned(fromByteOffset: end, as: UInt64.self))
          {
            end += 8
          }
          while end < bytes.count, base[end] != UInt8(ascii: "."), base[end] != UInt8(ascii: "-") {
            end += 1
          }
          addDigits(base + offset, count: end - offset)
          if end < bytes.count { add(byte: base[end]) }
          offset = end + 1
        }
      }

      /// Adds `count` ASCII digits.
      private mutating func addDigits(_ digits: UnsafePointer<UInt8>, count: Int) {
        guard count > 0 else { return }
        characters += count
        if dots > 0 {
          fraction += count
          return
        }
        if leadingZeros == integer {
          var zeros = 0
          while zeros < count, digits[zeros] == UInt8(ascii: "0") { zeros += 1 }
          leadingZeros += zeros
        }
        integer += count
      }

      init(_ text: some Sequence<Character> = "", signed: Bool = false) {
        self.signed = signed
        for character in text { add(character) }
      }
    }

    /// Whether `left` followed by `right` is valid: the same verdict as ``invalidity(of:)`` on the
    /// joined text, in O(1).
    func isValid(_ left: Tally, followedBy right: Tally) -> Bool {
      if left.minuses + right.minuses > 0 {
        if left.misplacesMinus(followedBy: right) { return false }
      }
      let dots = left.dots + right.dots
      if dots > 1 || (dots == 1 && fractionDigits == 0) { return false }
      let fraction = left.dots == 1 ? left.fraction + right.integer : right.fraction
      if dots == 1 && fraction > fractionDigits { return false }
      if let integerDigits {
        if significantDigits(left, followedBy: right) > integerDigits { return false }
      }
      return true
    }

    /// The integer digits of `left` followed by `right`, without leading zeros.
    private func significantDigits(_ left: Tally, followedBy right: Tally) -> Int {
      if left.dots == 1 {
        left.integer - left.leadingZeros
      } else if left.leadingZeros < left.integer {
        left.integer - left.leadingZeros + right.integer
      } else {
        right.integer - right.leadingZeros
      }
    }

    /// Why `left` followed by `right` is not a valid number: the same answer as
    /// ``invalidity(of:)`` on the joined text, in O(1).
    func invalidity(of left: Tally, followedBy right: Tally) -> LocalizedMessage? {
      guard !isValid(left, followedBy: right) else { return nil }
      if left.minuses + right.minuses > 0, left.misplacesMinus(followedBy: right) {
        return LocalizedMessage("decimal.minusFirst")
      }
      let dots = left.dots + right.dots
      if dots > 1 { return LocalizedMessage("decimal.onePoint") }
      if dots == 1 && fractionDigits == 0 { return LocalizedMessage("decimal.wholeNumbers") }
      let fraction = left.dots == 1 ? left.fraction + right.integer : right.fraction
      if dots == 1 && fraction > fractionDigits {
        return LocalizedMessage("decimal.fractionDigits", ["count": String(fractionDigits)])
      }
      return LocalizedMessage("decimal.integerDigits", ["count": String(integerDigits ?? 0)])
    }

    /// Whether nothing added to the end of `left` can make it valid before `right` again: a
    /// second point, too many digits after the point, or too many significant digits before it
    /// stay whatever follows.
    func staysInvalid(_ left: Tally, followedBy right: Tally) -> Bool {
      if left.minuses + right.minuses > 0 {
        if left.misplacesMinus(followedBy: right) { return true }
      }
      let dots = left.dots + right.dots
      if dots > 1 || (dots == 1 && fractionDigits == 0) { return true }
      if left.dots == 1 && left.fraction + right.integer > fractionDigits { return true }
      if let integerDigits, left.integer - left.leadingZeros > integerDigits { return true }
      return false
    }

    /// The longest prefix of `inserted`, in characters, that leaves a valid number between
    /// `prefix` and `suffix`; 0 when none does.
    ///
    /// - Complexity: O(*n* + *m*).
    func longestValidInsertion(prefix: String, inserted: [Character], suffix: Substring) -> Int {
      longestValidInsertion(
        after: Tally(prefix, signed: isSigned), inserted: inserted,
        before: Tally(suffix, signed: isSigned)
      ) {
        $0.add($1)
      }
    }

    /// The longest prefix of `inserted`, ASCII digits and points, that leaves a valid number
    /// between the text tallied in `left` and that in `right`; 0 when none does.
    ///
    /// - Complexity: O(*k*), where *k* is where no longer prefix can be valid: the whole
    ///   insertion at worst, about the limit on digits when the rule has one.
    func longestValidInsertion(
      after left: Tally, inserted: String.UTF8View, before right: Tally
    ) -> Int {
      longestValidInsertion(after: left, inserted: inserted, before: right) { $0.add(byte: $1) }
    }

    private func longestValidInsertion<Inserted: Sequence>(
      after left: Tally, inserted: Inserted, before right: Tally,
      adding add: (inout Tally, Inserted.Element) -> Void
    ) -> Int {
      var left = left
      var longest = 0
      var index = 0
      for element in inserted {
        add(&left, element)
        index += 1
        if isValid(left, followedBy: right) {
          longest = index
        } else if staysInvalid(left, followedBy: right) {
          break
        }
      }
      return longest
    }

    /// Whether `text` holds `separator` as a character of its own.
    private func holdsSeparator(_ text: String, _ separator: String) -> Bool {
      // A separator of one ASCII byte that the text does not hold: no character to compare.
      if separator.utf8.count == 1, let byte = separator.utf8.first, byte < 0x80,
        !text.containsASCII(byte)
      {
        return false
      }
      return text.contains(where: { String($0) == separator })
    }

    /// Why `text` is not a valid number under this rule, or `nil` when it is.
    func invalidity(of text: String) -> LocalizedMessage? {
      var text = Substring(text)
      if isSigned, text.contains("-") {
        guard text.dropFirst().allSatisfy({ $0 != "-" }) else {
          return LocalizedMessage("decimal.minusFirst")
        }
        text = text.dropFirst()
      }
      let parts = text.split(separator: ".", omittingEmptySubsequences: false)
      if parts.count > 2 { return LocalizedMessage("decimal.onePoint") }
      if parts.count == 2 && fractionDigits == 0 { return LocalizedMessage("decimal.wholeNumbers") }
      if parts.count == 2 && parts[1].count > fractionDigits {
        return LocalizedMessage("decimal.fractionDigits", ["count": String(fractionDigits)])
      }
      if let integerDigits {
        let integer = parts[0].drop { $0 == "0" }
        if integer.count > integerDigits {
          return LocalizedMessage("decimal.integerDigits", ["count": String(integerDigits)])
        }
      }
      return nil
    }

    /// `text` without redundant leading zeros and with "0" before a leading ".".
    func normalize(_ text: String) -> (text: String, removedZeros: Int, addedZeros: Int)? {
      if isSigned, text.utf8.first == UInt8(ascii: "-") {
        // The sign stays first; the zeros after it are the number's.
        guard let number = normalize(String(text.dropFirst())) else { return nil }
        return ("-" + number.text, number.removedZeros, number.addedZeros)
      }
      let utf8 = text.utf8
      if text.hasSingleByteCharacters {
        // ASCII without CR LF, a byte a character: the same steps on bytes.
        let point =
          utf8.withContiguousStorageIfAvailable { String.firstOffset(ofASCII: UInt8(ascii: "."), in: $0) }
          ?? utf8.firstIndex(of: UInt8(ascii: ".")).map { utf8.distance(from: utf8.startIndex, to: $0) }
        let end = point.map { utf8.index(utf8.startIndex, offsetBy: $0) } ?? utf8.endIndex
        let length = utf8.distance(from: utf8.startIndex, to: end)
        let zeros = utf8[..<end].prefix { $0 == UInt8(ascii: "0") }.count
        let removed = Swift.min(zeros, Swift.max(length - 1, 0))
        if length == 0 && end != utf8.endIndex { return ("0" + text, 0, 1) }
        guard removed > 0 else { return (text, 0, 0) }
        return (String(text[utf8.index(utf8.startIndex, offsetBy: removed)...]), removed, 0)
      }
      var integer = text.prefix { $0 != "." }
      let rest = text[integer.endIndex...]
      // Every leading zero but the last digit goes; counted once, not once per zero.
      let zeros = integer.prefix { $0 == "0" }.count
      let removed = Swift.min(zeros, Swift.max(integer.count - 1, 0))
      integer = integer.dropFirst(removed)
      if integer.isEmpty && !rest.isEmpty { return ("0" + rest, 0, 1) }
      return (String(integer + rest), removed, 0)
    }
  }
}

extension InputRule where Self == InputRules.DecimalNumber {
  /// A decimal number with at most `fractionDigits` digits after the point and, optionally, at
  /// most `integerDigits` before it.
  public static func decimal(fractionDigits: Int, integerDigits: Int? = nil) -> Self {
    InputRules.DecimalNumber(fractionDigits: fractionDigits, integerDigits: integerDigits)
  }

  /// A decimal number shown with `grouping` between groups of three integer digits:
  /// "1,234,567.89". The value is the number without separators.
  public static func decimal(
    fractionDigits: Int, integerDigits: Int? = nil, grouping: Character
  ) -> Self {
    InputRules.DecimalNumber(
      fractionDigits: fractionDigits, integerDigits: integerDigits, grouping: grouping)
  }

  /// A decimal number grouped as `groupingStyle` says: "1,2345,6789.5" by 万 (`.wan`),
  /// "12,34,56,789.5" by lakh (`.lakh`).
  public static func decimal(
    fractionDigits: Int, integerDigits: Int? = nil, grouping: Character,
    groupingStyle: InputRules.DecimalNumber.GroupingStyle
  ) -> Self {
    InputRules.DecimalNumber(
      fractionDigits: fractionDigits, integerDigits: integerDigits, grouping: grouping,
      groupingStyle: groupingStyle)
  }
}

/// A decimal number judges the shape of the whole value.
extension InputRules.DecimalNumber: WholeValueRule {}
