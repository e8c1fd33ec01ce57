// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TextInputKit",
  defaultLocalization: "en",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "TextInputKit", targets: ["TextInputKit"]),
    .library(name: "TextInputKitUIKit", targets: ["TextInputKitUIKit"]),
    .library(name: "TextInputKitSwiftUI", targets: ["TextInputKitSwiftUI"]),
    .executable(name: "textinput", targets: ["textinput"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation` (Scripts/build-docs.sh); no target depends on it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Core
    .target(
      name: "TextInputKit",
      dependencies: [.product(name: "Algorithms", package: "swift-algorithms")],
      exclude: ["Text/Unicode/Data", "Text/Twitter/Data"],
      // Translations of the messages people see, chosen by the app's language.
      resources: [.process("Resources")]
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
