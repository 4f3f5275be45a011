// swift-tools-version:6.0
import PackageDescription

/// HUDKit's resources live in the top-level `Resources/` folder, so the HUDKit target is rooted at the package root
/// and everything else at the root is excluded from it. The list is static on purpose (SwiftPM caches evaluated
/// manifests, so a directory listing here would go stale); a new top-level entry must be added to it.
let hudKitExcludes = [
    ".ci", ".editorconfig", ".github", ".gitignore", ".spi.yml", ".swift-format", "Benchmarks", "CHANGELOG.md",
    "DemoApp", "Makefile", "Package.swift", "README.md", "Sources/HUDCore", "Sources/hud-preview", "Tests", "docs",
    "hud-preview",
]

/// HUDKit's source folders, listed one by one rather than as `Sources/HUDKit`: everything under a declared source
/// path is handed to the compiler, so declaring the whole folder would pass the `HUDKit.docc` catalog to `swiftc`
/// ("unexpected input file"). Outside the declared paths the catalog gets SwiftPM's documentation rule. A new folder
/// of Swift files must be added here (a test and SwiftPM's "unhandled files" warning say so).
let hudKitSources = [
    "Sources/HUDKit/API", "Sources/HUDKit/Hosting", "Sources/HUDKit/Internal", "Sources/HUDKit/ObjectiveC",
    "Sources/HUDKit/SwiftUI", "Sources/HUDKit/Views",
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
            sources: hudKitSources,
            resources: [.process("Resources")]
        ),
        .executableTarget(name: "hud-preview", dependencies: ["HUDCore"]),
        .testTarget(name: "HUDCoreTests", dependencies: ["HUDCore"], exclude: ["Rendering/Goldens"]),
        .testTarget(
            name: "HUDResourcesTests", dependencies: ["HUDCore", "HUDKit", "hud-preview"],
            exclude: ["Gallery/Goldens"]
        ),
    ]
)
