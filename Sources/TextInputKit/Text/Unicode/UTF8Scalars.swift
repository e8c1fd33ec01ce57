/// The code points of a range of valid UTF-8, read in place.
package struct UTF8Scalars: Collection {
  package let bytes: UnsafeBufferPointer<UInt8>
  package let startIndex: Int
  package let endIndex: Int

  package init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    self.bytes = bytes
    self.startIndex = range.lowerBound
    self.endIndex = range.upperBound
  }

  package subscript(position: Int) -> Unicode.Scalar {
    Unicode.Scalar(GraphemeScanner.decode(bytes, at: position).0).unsafelyUnwrapped
  }

  package func index(after position: Int) -> Int {
    let lead = bytes[position]
    return position + (lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4)
  }
}

extension UTF8Scalars {
  /// The range of these code points in `text`, whose UTF-8 they were read from.
  func range<Text: StringProtocol>(in text: Text) -> Range<String.Index> {
    let lower = text.utf8.index(text.startIndex, offsetBy: startIndex)
    return lower..<text.utf8.index(lower, offsetBy: endIndex - startIndex)
  }
}

extension UTF8Scalars: BidirectionalCollection {
  package func index(before position: Int) -> Int {
    var position = position - 1
    while bytes[position] & 0xC0 == 0x80 { position -= 1 }
    return position
  }
}

extension UTF8Scalars {
  /// The UTF-8 bytes of these code points.
  package var utf8: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[startIndex..<endIndex])
  }
}
