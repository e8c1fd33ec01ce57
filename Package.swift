// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TextInputKit",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    .library(name: "TextInputKit", targets: ["TextInputKit"]),
    .library(name: "TextInputKitUIKit", targets: ["TextInputKitUIKit"]),
    .library(name: "TextInputKitSwiftUI", targets: ["TextInputKitSwiftUI"]),
    .executable(name: "textinput", targets: ["textinput"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // Core
    .target(
      name: "TextInputKit",
      exclude: ["Unicode/Data"]
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
      dependencies: ["TextInputKit", "TextInputKitSimulator", "TextInputKitTesting"]
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
