/// The code points of a range of valid UTF-8, read in place.
struct UTF8Scalars: Collection {
  let bytes: UnsafeBufferPointer<UInt8>
  let startIndex: Int
  let endIndex: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    self.bytes = bytes
    self.startIndex = range.lowerBound
    self.endIndex = range.upperBound
  }

  subscript(position: Int) -> Unicode.Scalar {
    Unicode.Scalar(GraphemeScanner.decode(bytes, at: position).0).unsafelyUnwrapped
  }

  func index(after position: Int) -> Int {
    let lead = bytes[position]
    return position + (lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4)
  }
}
