extension InputRules.Phone: DisplayFormat {
  /// The digits of each piece, and its "+" signs: the layout's spaces, dashes and parentheses
  /// are not part of the value.
  ///
  /// - Complexity: O(*n*) in the length of the pieces.
  func values(of pieces: [Substring]) -> [String] {
    pieces.map { piece in
      String(
        decoding: piece.utf8.filter {
          (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "+")
        }, as: UTF8.self)
    }
  }

  /// What libphonenumber's `AsYouTypeFormatter` shows for the value typed digit by digit.
  ///
  /// ```swift
  /// // region "US": "6502530000" → "(650) 253-0000", "+4420" → "+44 20", "" → ""
  /// ```
  ///
  /// - Complexity: O(*n* · *f*) for *n* ≤ ``largestValue`` characters and the *f* number
  ///   formats of the region.
  public func display(of value: String) -> String {
    memo.format(value)
  }

  func displayOffset(afterValueCharacters count: Int, of value: String) -> Int {
    displayOffset(afterValueCharacters: count, of: value, shownAs: display(of: value))
  }

  /// Counts the value's characters in `display`, the value laid out: typing the value into a
  /// formatter again is the costly part of an offset.
  func displayOffset(afterValueCharacters count: Int, of value: String, shownAs display: String)
    -> Int
  {
    var seen = 0
    var offset = 0
    for character in display {
      let isValue = character == "+" || (character.isASCII && character.isNumber)
      if isValue {
        if seen == count { return offset }
        seen += 1
      }
      offset += 1
      if isValue && seen == count { return offset }
    }
    return offset
  }

  func refitted(_ value: String) -> String { value }

  /// The number in E.164 once it is possible for its region; the digits typed before.
  func standardized(_ value: String) -> String { e164(of: value) }
}

extension InputRules.Phone: FormattingRule {
  /// The number laid out as libphonenumber lays it out.
  var displayFormat: (any DisplayFormat)? { self }
}
