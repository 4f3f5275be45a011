// swift-tools-version:6.0
import PackageDescription

/// HUDKit's resources live in the top-level `Resources/` folder, so the HUDKit target is rooted at the package root
/// and everything else at the root is excluded from it. The list is static on purpose (SwiftPM caches evaluated
/// manifests, so a directory listing here would go stale); a new top-level entry must be added to it.
let hudKitExcludes = [
    ".ci", ".editorconfig", ".github", ".gitignore", ".spi.yml", ".swift-format", "CHANGELOG.md", "Makefile", "Package.swift",
    "Benchmarks", "DemoApp", "README.md", "Sources/HUDCore", "Sources/hud-preview", "Tests", "hud-preview",
]

let package = Package(
    name: "HUDKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "HUDKit", targets: ["HUDKit"]),
        .library(name: "HUDCore", targets: ["HUDCore"]),
        .executable(name: "hud-preview", targets: ["hud-preview"]),
    ],
    targets: [
        .target(name: "HUDCore"),
        .target(
            name: "HUDKit",
            dependencies: ["HUDCore"],
            path: ".",
            exclude: hudKitExcludes,
            sources: ["Sources/HUDKit"],
            resources: [.process("Resources")]
        ),
        .executableTarget(name: "hud-preview", dependencies: ["HUDCore"]),
        .testTarget(name: "HUDCoreTests", dependencies: ["HUDCore"]),
        .testTarget(name: "HUDResourcesTests", dependencies: ["HUDCore", "HUDKit", "hud-preview"]),
    ]
)
