import ChatRigUIKit

final class UIKitImageGridView: UIView {

    private var imageViews: [UIImageView] = []
    private var countLabel: UILabel?

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with attachments: [MessageAttachment]) {
        // Clear existing
        subviews.forEach { $0.removeFromSuperview() }
        imageViews.removeAll()
        countLabel = nil

        guard !attachments.isEmpty else { return }

        let images = attachments.compactMap { $0.image }

        switch images.count {
        case 1:
            layoutSingleImage(images[0])
        case 2:
            layoutTwoImages(images)
        case 3:
            layoutThreeImages(images)
        default:
            layoutFourPlusImages(images)
        }
    }

    // MARK: - Layouts

    private func layoutSingleImage(_ image: UIImage) {
        let imageView = createImageView(image: image)
        addSubview(imageView)

        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: topAnchor),
            imageView.leadingAnchor.constraint(equalTo: leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: trailingAnchor),
            imageView.bottomAnchor.constraint(equalTo: bottomAnchor),
            imageView.heightAnchor.constraint(equalToConstant: 180),
            imageView.widthAnchor.constraint(lessThanOrEqualToConstant: 220)
        ])
    }

    private func layoutTwoImages(_ images: [UIImage]) {
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .horizontal
        stack.spacing = 4
        stack.distribution = .fillEqually
        addSubview(stack)

        for image in images.prefix(2) {
            let imageView = createImageView(image: image)
            stack.addArrangedSubview(imageView)
            NSLayoutConstraint.activate([
                imageView.heightAnchor.constraint(equalToConstant: 110),
                imageView.widthAnchor.constraint(equalToConstant: 110)
            ])
        }

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor)
        ])
    }

    private func layoutThreeImages(_ images: [UIImage]) {
        let mainStack = UIStackView()
        mainStack.translatesAutoresizingMaskIntoConstraints = false
        mainStack.axis = .vertical
        mainStack.spacing = 4
        addSubview(mainStack)

        // Top row: 2 images
        let topStack = UIStackView()
        topStack.axis = .horizontal
        topStack.spacing = 4
        topStack.distribution = .fillEqually

        for image in images.prefix(2) {
            let imageView = createImageView(image: image)
            topStack.addArrangedSubview(imageView)
            NSLayoutConstraint.activate([
                imageView.heightAnchor.constraint(equalToConstant: 110),
                imageView.widthAnchor.constraint(equalToConstant: 110)
            ])
        }
        mainStack.addArrangedSubview(topStack)

        // Bottom row: 1 image
        if images.count > 2 {
            let imageView = createImageView(image: images[2])
            mainStack.addArrangedSubview(imageView)
            NSLayoutConstraint.activate([
                imageView.heightAnchor.constraint(equalToConstant: 100),
                imageView.widthAnchor.constraint(equalToConstant: 224)
            ])
        }

        NSLayoutConstraint.activate([
            mainStack.topAnchor.constraint(equalTo: topAnchor),
            mainStack.leadingAnchor.constraint(equalTo: leadingAnchor),
            mainStack.bottomAnchor.constraint(equalTo: bottomAnchor)
        ])
    }

    private func layoutFourPlusImages(_ images: [UIImage]) {
        let mainStack = UIStackView()
        mainStack.translatesAutoresizingMaskIntoConstraints = false
        mainStack.axis = .vertical
        mainStack.spacing = 4
        addSubview(mainStack)

        // 2x2 grid
        for row in 0..<2 {
            let rowStack = UIStackView()
            rowStack.axis = .horizontal
            rowStack.spacing = 4
            rowStack.distribution = .fillEqually

            for col in 0..<2 {
                let index = row * 2 + col
                if index < images.count {
                    let imageView = createImageView(image: images[index])
                    rowStack.addArrangedSubview(imageView)
                    NSLayoutConstraint.activate([
                        imageView.heightAnchor.constraint(equalToConstant: 110),
                        imageView.widthAnchor.constraint(equalToConstant: 110)
                    ])

                    // Add count overlay on 4th image if more than 4
                    if index == 3 && images.count > 4 {
                        addCountOverlay(to: imageView, count: images.count - 4)
                    }
                }
            }
            mainStack.addArrangedSubview(rowStack)
        }

        NSLayoutConstraint.activate([
            mainStack.topAnchor.constraint(equalTo: topAnchor),
            mainStack.leadingAnchor.constraint(equalTo: leadingAnchor),
            mainStack.bottomAnchor.constraint(equalTo: bottomAnchor)
        ])
    }

    // MARK: - Helpers

    private func createImageView(image: UIImage) -> UIImageView {
        let imageView = UIImageView(image: image)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 8
        imageViews.append(imageView)
        return imageView
    }

    private func addCountOverlay(to imageView: UIImageView, count: Int) {
        let overlay = UIView()
        overlay.translatesAutoresizingMaskIntoConstraints = false
        overlay.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        overlay.layer.cornerRadius = 8
        imageView.addSubview(overlay)

        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "+\(count)"
        label.font = .systemFont(ofSize: 24, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        overlay.addSubview(label)

        NSLayoutConstraint.activate([
            overlay.topAnchor.constraint(equalTo: imageView.topAnchor),
            overlay.leadingAnchor.constraint(equalTo: imageView.leadingAnchor),
            overlay.trailingAnchor.constraint(equalTo: imageView.trailingAnchor),
            overlay.bottomAnchor.constraint(equalTo: imageView.bottomAnchor),

            label.centerXAnchor.constraint(equalTo: overlay.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: overlay.centerYAnchor)
        ])

        countLabel = label
    }
}
