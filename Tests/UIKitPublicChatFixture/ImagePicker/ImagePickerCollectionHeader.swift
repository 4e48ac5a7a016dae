//
//  ImagePickerCollectionHeader.swift
//  ChatViewController
//
//  Created by Hoangtaiki on 6/11/18.
//  Copyright © 2018 toprating. All rights reserved.
//

import ChatUI

protocol ImagePickerCollectionHeaderDelegate: AnyObject {
    func takePhoto(_ headerView: ImagePickerCollectionHeader)
    func showCollection(_ headerView: ImagePickerCollectionHeader)
}
extension ImagePickerCollectionHeaderDelegate {
    func takePhoto(_ headerView: ImagePickerCollectionHeader) {}
    func showCollection(_ headerView: ImagePickerCollectionHeader) {}
}

class ImagePickerCollectionHeader: UICollectionReusableView {

    static let reuseIdentifier = "ImagePickerCollectionHeader"

    var takePhotoButton: UIButton!
    var showCollectionButton: UIButton!
    var delegate: ImagePickerCollectionHeaderDelegate?
    var topLayoutContraint: NSLayoutConstraint!
    var bottomLayoutContraint: NSLayoutConstraint!
    var takePhotoButtonHeightContraint: NSLayoutConstraint!
    var showCollectionButtonHeightContraint: NSLayoutConstraint!
    var buttonHeight: CGFloat = 23 {
        didSet {
            updateContraints()
        }
    }
    var spaceBetweenButtons: CGFloat = 48 {
        didSet {
            updateContraints()
        }
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override init(frame: CGRect) {
        super.init(frame: frame)

        setupUI()
    }

    fileprivate func setupUI() {
        takePhotoButton = UIButton()
        let photoImage = UIImage(named: "ic_camera", in: Bundle.chatBundle, compatibleWith: nil)
        takePhotoButton.setImage(photoImage, for: UIControl.State())
        takePhotoButton.translatesAutoresizingMaskIntoConstraints = false
        takePhotoButton.addAction(UIAction { [weak self, unowned takePhotoButton] _ in self?.takePhotoTapped(takePhotoButton) }, for: .touchUpInside)
        takePhotoButton.imageView?.contentMode = .scaleAspectFit

        showCollectionButton = UIButton()
        let collectionImage = UIImage(named: "ic_collection", in: Bundle.chatBundle, compatibleWith: nil)
        showCollectionButton.setImage(collectionImage, for: UIControl.State())
        showCollectionButton.translatesAutoresizingMaskIntoConstraints = false
        showCollectionButton.addAction(UIAction { [weak self, unowned showCollectionButton] _ in self?.showCollection(showCollectionButton) }, for: .touchUpInside)
        showCollectionButton.imageView?.contentMode = .scaleAspectFit


        addSubview(takePhotoButton)
        addSubview(showCollectionButton)

        takePhotoButton.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        topLayoutContraint = takePhotoButton.topAnchor.constraint(equalTo: topAnchor)
        topLayoutContraint.isActive = true
        takePhotoButtonHeightContraint = takePhotoButton.heightAnchor.constraint(equalToConstant: buttonHeight)
        takePhotoButtonHeightContraint.isActive = true

        showCollectionButton.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        showCollectionButtonHeightContraint = showCollectionButton.heightAnchor.constraint(equalToConstant: buttonHeight)
        showCollectionButtonHeightContraint.isActive = true
        bottomLayoutContraint = showCollectionButton.bottomAnchor.constraint(equalTo: bottomAnchor)
        bottomLayoutContraint.isActive = true
    }

    fileprivate func updateContraints() {
        let inset = bounds.height - buttonHeight * 2 - spaceBetweenButtons
        topLayoutContraint.constant = inset * 0.5
        bottomLayoutContraint.constant = -inset * 0.5

        takePhotoButtonHeightContraint.constant = buttonHeight
        showCollectionButtonHeightContraint.constant = buttonHeight
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        updateContraints()
    }

    fileprivate func takePhotoTapped(_ sender: Any) {
        delegate?.takePhoto(self)
    }

    fileprivate func showCollection(_ sender: Any) {
        delegate?.showCollection(self)
    }
}
