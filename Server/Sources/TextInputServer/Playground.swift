import Foundation
import Hummingbird
import TextInputKit

/// The playground's files, the OpenAPI description and the policy schema: the files read once
/// from the package's resources, the schema made by the core (``PolicySchema``), not copied.
struct Playground: Sendable {
  let files: [String: (type: String, bytes: [UInt8])]
  let schema: [UInt8]
  let openAPI: [UInt8]

  init() {
    func read(_ name: String, _ ext: String, in directory: String? = nil) -> [UInt8] {
      let url =
        directory.map { Bundle.module.url(forResource: name, withExtension: ext, subdirectory: $0) }
        ?? Bundle.module.url(forResource: name, withExtension: ext)
      return url.flatMap { try? Data(contentsOf: $0) }.map { Array($0) } ?? []
    }
    files = [
      "index.html": ("text/html; charset=utf-8", read("index", "html", in: "Public")),
      "playground.js": ("text/javascript; charset=utf-8", read("playground", "js", in: "Public")),
      "playground.css": ("text/css; charset=utf-8", read("playground", "css", in: "Public")),
    ]
    schema = Array(PolicySchema.json.utf8)
    openAPI = read("openapi", "yaml")
  }

  func response(for name: String) -> Response {
    guard let file = files[name], !file.bytes.isEmpty else {
      return Response(status: .notFound)
    }
    return Response(
      status: .ok, headers: [.contentType: file.type, .cacheControl: "no-cache"],
      body: .init(byteBuffer: ByteBuffer(bytes: file.bytes)))
  }
}
