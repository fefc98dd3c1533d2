import Foundation
import Testing
import TestSupport
@testable import HeaderKit
import ScrollCore

/// Design expressions and keyframes against values worked out by hand.
@Suite struct DesignExpressionTests {
    static let scope = ExpressionScope(parameters: ["bannerHeight", "k"])

    func value(_ text: String, offset: Double = 0, banner: Double = 180, k: Double = 2) throws -> Double {
        var values = ExpressionValues(scope: Self.scope)
        values.offset = offset
        values.slots[ExpressionScope.widthSlot] = 390
        values.slots[ExpressionScope.heightSlot] = 844
        values.slots[ExpressionScope.safeTopSlot] = 59
        values.slots[ExpressionScope.builtIns.count] = banner
        values.slots[ExpressionScope.builtIns.count + 1] = k
        return try DesignExpression(text, scope: Self.scope).evaluate(values)
    }

    @Test func arithmeticFollowsPrecedenceAndParentheses() throws {
        #expect(try value("1 + 2 * 3") == 7)
        #expect(try value("(1 + 2) * 3") == 9)
        #expect(try value("10 - 4 - 3") == 3)
        #expect(try value("12 / 4 / 3") == 1)
        #expect(try value("-2 * -3") == 6)
        #expect(try value("--4") == 4)
        #expect(try value("1.5e2 + .5") == 150.5)
    }

    @Test func variablesAndFunctions() throws {
        #expect(try value("max(-offset, 44 + safeTop)", offset: -200) == 200)
        #expect(try value("max(-offset, 44 + safeTop)", offset: -50) == 103)
        #expect(try value("min(W, H) / k") == 195)
        #expect(try value("clamp(offset / bannerHeight, 0, 1)", offset: 90) == 0.5)
        #expect(try value("clamp(offset / bannerHeight, 0, 1)", offset: -90) == 0)
        #expect(try value("mix(34, 17, 0.25)") == 34 - 17 * 0.25)
        #expect(try value("if(offset < 0, 1, 2)", offset: -1) == 1)
        #expect(try value("if(offset < 0, 1, 2)", offset: 0) == 2)
        #expect(try value("(offset >= 0) * 5 + (offset <= -1)", offset: -3) == 1)
        #expect(try value("abs(-3) + floor(2.7) + ceil(2.1) + round(2.5) + sqrt(16) + pow(2, 3)") == 3 + 2 + 3 + 3 + 4 + 8)
    }

    @Test func errorsGiveTheColumnOrTheKnownNames() {
        func error(_ text: String) -> String {
            do { _ = try DesignExpression(text, scope: Self.scope); return "" } catch { return error.description }
        }
        #expect(error("max(1, 2") == "expression error at column 9: expected ')'")
        #expect(error("1 + * 2") == "expression error at column 5: unexpected '*', expected a number, a name or '('")
        #expect(error("") == "expression error at column 1: empty expression")
        #expect(error("2 3") == "expression error at column 3: unexpected '3'")
        #expect(error("-ofset").hasPrefix("unknown variable 'ofset' (known: offset, W, H,"))
        #expect(error("maxx(1, 2)").hasPrefix("unknown function 'maxx' (known: min, max, clamp"))
        #expect(error("clamp(1, 2)") == "expression error at column 1: clamp takes 3 arguments, found 2")
    }

    /// 3,000 nested parentheses or a 200,000-term sum overflowed the parser's or the evaluator's
    /// stack (SIGSEGV); both are refused with a column now, and what is under the limits works.
    @Test func deepOrLongExpressionsAreRefusedNotCrashed() throws {
        func nested(_ depth: Int) -> String { String(repeating: "(", count: depth) + "offset" + String(repeating: ")", count: depth) }
        #expect(try value(nested(63), offset: 7) == 7)
        #expect(try value(String(repeating: "-", count: 62) + "offset", offset: 7) == 7)
        #expect(throws: ExpressionError.self) { try DesignExpression(nested(64), scope: Self.scope) }
        #expect(throws: ExpressionError.self) { try DesignExpression(nested(3000), scope: Self.scope) }
        let terms = 999  // "1+1+…+1": 1,997 characters
        #expect(try value(Array(repeating: "1", count: terms).joined(separator: "+")) == Double(terms))
        do {
            _ = try DesignExpression(Array(repeating: "1", count: 100_000).joined(separator: "+"), scope: Self.scope)
            Issue.record("a 199,999-character expression was accepted")
        } catch {
            #expect(error.description == "expression error at column 2001: longer than 2000 characters (199999): split it into named parameters")
        }
    }

    @Test func keyframesInterpolateAndClampOrExtend() throws {
        let scope = Self.scope
        func k(_ offsets: [String], _ values: [Double], below: Keyframes.Extension = .clamp, above: Keyframes.Extension = .clamp,
               curve: KeyframeCurve = .linear) throws -> Keyframes {
            Keyframes(offsets: try offsets.map { try DesignExpression($0, scope: scope) },
                      values: values.map { DesignExpression(constant: $0) }, curve: curve, below: below, above: above)
        }
        var v = ExpressionValues(scope: scope)
        v.slots[ExpressionScope.builtIns.count] = 180
        let blur = try k(["-bannerHeight - 200", "-bannerHeight"], [12, 0])
        for (offset, expected) in [(-500.0, 12.0), (-380, 12), (-280, 6), (-180, 0), (0, 0)] {
            v.offset = offset
            expectClose(blur.evaluate(v), expected, within: 1e-9)
        }
        let extended = try k(["0", "60"], [1, 0.6], below: .extend, above: .extend)
        v.offset = -60
        expectClose(extended.evaluate(v), 1.4, within: 1e-9)
        v.offset = 120
        expectClose(extended.evaluate(v), 0.2, within: 1e-9)
        let three = try k(["0", "10", "30"], [0, 10, 0])
        v.offset = 20
        expectClose(three.evaluate(v), 5, within: 1e-9)
    }

    /// Core Animation's curves: easeInOut is symmetric (0.5 at 0.5) and the named Béziers' y at
    /// x = 0.25 solved independently by bisection on the cubic.
    @Test func curvesAreCoreAnimationsBeziers() {
        func bezierY(_ x: Double, _ p: (Double, Double, Double, Double)) -> Double {
            func b(_ s: Double, _ a: Double, _ c: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * c + s * s * s }
            var lo = 0.0, hi = 1.0
            for _ in 0..<100 { let mid = (lo + hi) / 2; if b(mid, p.0, p.2) < x { lo = mid } else { hi = mid } }
            return b((lo + hi) / 2, p.1, p.3)
        }
        expectClose(KeyframeCurve.easeInOut.value(at: 0.5), 0.5, within: 1e-6)
        for (curve, points) in [(KeyframeCurve.easeIn, (0.42, 0.0, 1.0, 1.0)), (.easeOut, (0.0, 0.0, 0.58, 1.0)),
                                (.easeInOut, (0.42, 0.0, 0.58, 1.0))] {
            for x in [0.1, 0.25, 0.6, 0.9] {
                expectClose(curve.value(at: x), bezierY(x, points), within: 1e-6)
            }
        }
        #expect(KeyframeCurve.easeIn.value(at: 0) == 0 && KeyframeCurve.easeOut.value(at: 1) == 1)
    }

    @Test func snapPolicyFollowsFluttersQuarterRule() {
        let snap = SnapPolicy(points: [236, 0])
        #expect(snap.target(proposedOffset: 100, velocity: 0) == 0)
        #expect(snap.target(proposedOffset: 150, velocity: 0) == 236)
        #expect(snap.target(proposedOffset: 59, velocity: 500) == 236)
        #expect(snap.target(proposedOffset: 58, velocity: 500) == 0)
        #expect(snap.target(proposedOffset: 177, velocity: -500) == 0)
        #expect(snap.target(proposedOffset: 178, velocity: -500) == 236)
        #expect(snap.target(proposedOffset: 400, velocity: 0) == nil)
        #expect(snap.target(proposedOffset: -10, velocity: 0) == nil)
    }
}
