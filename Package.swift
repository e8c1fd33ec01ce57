// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TextInputKit",
  defaultLocalization: "en",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    // The core's layers are listed so that the release check compares each of them.
    .library(
      name: "TextInputKit",
      targets: [
        "TextInputKit", "TextInputKitText", "TextInputKitMessages", "TextInputKitErrors",
        "TextInputKitEditing", "TextInputKitInteraction",
      ]
    ),
    .library(name: "TextInputKitUIKit", targets: ["TextInputKitUIKit"]),
    .library(name: "TextInputKitSwiftUI", targets: ["TextInputKitSwiftUI"]),
    .executable(name: "textinput", targets: ["textinput"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // Core, a chain of layers: each target sees only those before it, so a back edge is a compile
    // error. The product `TextInputKit` re-exports them all. Every layer's folder is inside
    // Sources/TextInputKit, and each file imports what it needs under `#if canImport(...)`, so that
    // the core also compiles as one module (the fuzz harnesses, the iOS SDK check).
    // Text: Unicode data and tables, grapheme and emoji scanning, length metrics, URLs as
    // Twitter finds them, the question a long pass asks whether to stop.
    .target(
      name: "TextInputKitText",
      dependencies: [.product(name: "Algorithms", package: "swift-algorithms")],
      path: "Sources/TextInputKit/Text",
      exclude: ["Unicode/Data", "Twitter/Data"]
    ),
    // Messages people see, and their translations, chosen by the app's language.
    .target(
      name: "TextInputKitMessages",
      path: "Sources/TextInputKit/Messages",
      resources: [.process("Resources")]
    ),
    // The errors of policy files, catalogs and requests.
    .target(
      name: "TextInputKitErrors",
      dependencies: ["TextInputKitMessages"],
      path: "Sources/TextInputKit/Errors"
    ),
    // The edit model and its review, the rules, the policies and policy files, stickers and
    // tokens.
    .target(
      name: "TextInputKitEditing",
      dependencies: [
        "TextInputKitText", "TextInputKitErrors",
        .product(name: "Algorithms", package: "swift-algorithms"),
      ],
      path: "Sources/TextInputKit",
      exclude: ["Text", "Messages", "Errors", "Interaction", "Exports"]
    ),
    // What talks to a host: the controller, the interceptor both interception modes call, the
    // sticker surface, the adapters' shared decisions.
    .target(
      name: "TextInputKitInteraction",
      dependencies: ["TextInputKitEditing"],
      path: "Sources/TextInputKit/Interaction"
    ),
    // The product: the layers above, re-exported, and the DocC catalog.
    .target(
      name: "TextInputKit",
      dependencies: ["TextInputKitInteraction"],
      path: "Sources/TextInputKit/Exports"
    ),

    // Adapters
    .target(name: "TextInputKitUIKit", dependencies: ["TextInputKit"]),
    .target(name: "TextInputKitSwiftUI", dependencies: ["TextInputKit", "TextInputKitUIKit"]),

    // Simulator: a UIKit text field's calls in UIKit's order, for the tool and the tests
    .target(name: "TextInputKitSimulator", dependencies: ["TextInputKit"]),

    // Tool
    .target(
      name: "TextInputCommands",
      dependencies: [
        "TextInputKit",
        "TextInputKitSimulator",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "textinput", dependencies: ["TextInputCommands"]),

    // Test support (tests only)
    .target(name: "TextInputKitTesting"),

    // Tests
    .testTarget(
      name: "TextInputKitTests",
      dependencies: ["TextInputKit", "TextInputKitSimulator", "TextInputKitTesting"],
      exclude: ["Fixtures"]
    ),
    // The text layer's own tests: nothing above TextInputKitText.
    .testTarget(
      name: "TextInputKitTextTests",
      dependencies: ["TextInputKitText", "TextInputKitTesting"],
      exclude: ["Fixtures"]
    ),
    // A real UITextField and UITextView against the simulated field; empty without UIKit
    .testTarget(
      name: "TextInputKitUIKitTests",
      dependencies: ["TextInputKit", "TextInputKitUIKit", "TextInputKitSimulator"]
    ),
    .testTarget(
      name: "TextInputCommandsTests",
      dependencies: [
        "TextInputCommands", "TextInputKit", "TextInputKitSimulator", "TextInputKitTesting",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
