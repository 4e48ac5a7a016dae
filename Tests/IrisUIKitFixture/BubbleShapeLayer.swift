import ChatRigUIKit

final class BubbleShapeLayer: CAShapeLayer {

    /// Updates the bubble path to match SwiftUI BubbleShape
    /// - Parameters:
    ///   - bounds: The bounds of the bubble
    ///   - radius: Corner radius (default 20 to match SwiftUI)
    ///   - isPinched: Whether to pinch the bottom-right corner (user messages)
    func updatePath(for bounds: CGRect, radius: CGFloat = 20, isPinched: Bool = true) {
        let path = UIBezierPath()

        // Start at top-left, after the corner
        path.move(to: CGPoint(x: bounds.minX + radius, y: bounds.minY))

        // Top edge
        path.addLine(to: CGPoint(x: bounds.maxX - radius, y: bounds.minY))

        // Top-right corner
        path.addArc(
            withCenter: CGPoint(x: bounds.maxX - radius, y: bounds.minY + radius),
            radius: radius,
            startAngle: -.pi / 2,
            endAngle: 0,
            clockwise: true
        )

        if isPinched {
            // Pinched bottom-right: straight line to corner (no curve)
            path.addLine(to: CGPoint(x: bounds.maxX, y: bounds.maxY))
        } else {
            // Normal bottom-right corner
            path.addLine(to: CGPoint(x: bounds.maxX, y: bounds.maxY - radius))
            path.addArc(
                withCenter: CGPoint(x: bounds.maxX - radius, y: bounds.maxY - radius),
                radius: radius,
                startAngle: 0,
                endAngle: .pi / 2,
                clockwise: true
            )
        }

        // Bottom edge
        path.addLine(to: CGPoint(x: bounds.minX + radius, y: bounds.maxY))

        // Bottom-left corner
        path.addArc(
            withCenter: CGPoint(x: bounds.minX + radius, y: bounds.maxY - radius),
            radius: radius,
            startAngle: .pi / 2,
            endAngle: .pi,
            clockwise: true
        )

        // Left edge
        path.addLine(to: CGPoint(x: bounds.minX, y: bounds.minY + radius))

        // Top-left corner
        path.addArc(
            withCenter: CGPoint(x: bounds.minX + radius, y: bounds.minY + radius),
            radius: radius,
            startAngle: .pi,
            endAngle: -.pi / 2,
            clockwise: true
        )

        path.close()

        self.path = path.cgPath
    }
}
