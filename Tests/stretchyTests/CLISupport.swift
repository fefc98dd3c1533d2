import Foundation
import Testing
import TestSupport

/// The built binary, run headless (TestSupport), by its name in this target's many files.
typealias CLI = TestSupport.CLI

/// The test targets' one temporary folder (TestSupport), by its name in this target's many files.
typealias TemporaryFolder = TestSupport.TemporaryFolder
