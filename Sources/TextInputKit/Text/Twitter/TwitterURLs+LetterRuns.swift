extension TwitterURLs {
  /// How many ASCII letters on each side of an edit of ASCII letters make it leave every URL of
  /// the text as it was: one more than half twitter-text's longest URL (4,096 code points).
  ///
  /// Inside a run of ASCII letters, twitter-text's URL rules tell one letter from another, and
  /// tell where they are, only within a few characters of the run's start: a protocol
  /// (`http://`), a top-level domain (at most 24 letters), punycode's `xn--` and `t.co` are read
  /// from the character after a dot or after a character that may precede a URL, and an ASCII
  /// letter is neither. Everywhere else a letter is, for every class of the rules, a domain,
  /// path and query character, one a path and a query may end with, one that continues a
  /// domain, and never one before a URL. So:
  ///
  /// - no match of twitter-text's expression starts inside the run, and none ends inside it (a
  ///   domain ends before a character that does not continue it, a port on a digit, a path and
  ///   a query after their last letter): a match that holds a letter of the run holds the whole
  ///   run;
  /// - a match that holds the edit therefore holds at least 2 × 2,049 letters; twitter-text
  ///   drops it, as longer than 4,096 code points (or, in a host, as a label longer than 63),
  ///   before and after the edit alike, and it consumes the same text (it ends past the run);
  /// - every other attempt reads the run as a run of letters of some length and decides the
  ///   same way, whatever the letters between the first few and the last few.
  ///
  /// The URLs of the text are the same before and after such an edit, none of them touches the
  /// letters it changes, and the weighted length changes by the letters' weights alone. The
  /// other characters near an edit can make or unmake a URL whose start lies any distance away
  /// (a match twitter-text drops still consumes its text: a path of 30,000 characters after
  /// `http://a.com/` hides the URLs in it, and a character that ends the path shows them), so an
  /// edit anywhere else is measured on the whole words around it.
  ///
  /// ```swift
  /// // "http://a.com/" + 5,000 "x" + "y|" + 5,000 "x": typing "z" adds 1, and no URL changes
  /// // "http://a.com/" + 100 "x" + "|": typing "z" adds 0 (the URL of 114 letters counts 23)
  /// ```
  package static let isolatingLetters = TwitterURLScanner.maxURLLength / 2 + 1

  /// Whether a byte is an ASCII letter.
  @inlinable @inline(__always)
  package static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

  /// Whether every byte of `text` is an ASCII letter (`true` for an empty text).
  @_specialize(exported: true, where Text == String)
  @_specialize(exported: true, where Text == Substring)
  package static func isASCIILetters<Text: StringProtocol>(_ text: Text) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isASCIILetter) }
      ?? text.utf8.allSatisfy(isASCIILetter)
  }
}
