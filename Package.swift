// swift-tools-version:6.0
import Foundation
import PackageDescription

/// HUDKit's resources live in the top-level `Resources/` folder, so the HUDKit target is rooted at the package
/// root; everything else at the root (but `.git` and build folders) is excluded from it, listed when the manifest
/// is evaluated so that a new folder needs no edit here (after adding one, `swift package reset` re-evaluates it).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
let hudKitOwned: Set = ["Resources", "Sources"]
let hudKitExcludes =
    ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot)) ?? [])
    .filter { !hudKitOwned.contains($0) && $0 != ".git" && !$0.hasPrefix(".build") }
    + ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Sources")) ?? [])
    .filter { !$0.hasPrefix(".") && $0 != "HUDKit" }
    .map { "Sources/" + $0 }

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
