// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title AirlockERC721
/// @notice The non-fungible token the local cloud seeds on its chains (a collectible and a spam
/// airdrop). The deployer mints; holders or their approved operators move tokens. Written for
/// Airlock's local chains only.
contract AirlockERC721 {
    string public name;
    string public symbol;
    address public immutable minter;

    mapping(uint256 tokenId => address) public ownerOf;
    mapping(address holder => uint256) public balanceOf;
    mapping(uint256 tokenId => address) public getApproved;
    mapping(address holder => mapping(address operator => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NotMinter(address caller);
    error ZeroAddress();
    error AlreadyMinted(uint256 tokenId);
    error NotOwner(address claimed, uint256 tokenId);
    error NotAllowed(address caller, uint256 tokenId);

    constructor(string memory tokenName, string memory tokenSymbol) {
        name = tokenName;
        symbol = tokenSymbol;
        minter = msg.sender;
    }

    /// @notice Creates token `tokenId` for `to`; only the deployer may call it.
    function mint(address to, uint256 tokenId) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        if (to == address(0)) revert ZeroAddress();
        if (ownerOf[tokenId] != address(0)) revert AlreadyMinted(tokenId);
        ownerOf[tokenId] = to;
        balanceOf[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function approve(address approved, uint256 tokenId) external {
        address holder = ownerOf[tokenId];
        if (msg.sender != holder && !isApprovedForAll[holder][msg.sender]) {
            revert NotAllowed(msg.sender, tokenId);
        }
        getApproved[tokenId] = approved;
        emit Approval(holder, approved, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) external {
        if (to == address(0)) revert ZeroAddress();
        if (ownerOf[tokenId] != from || from == address(0)) revert NotOwner(from, tokenId);
        bool allowed = msg.sender == from || getApproved[tokenId] == msg.sender
            || isApprovedForAll[from][msg.sender];
        if (!allowed) revert NotAllowed(msg.sender, tokenId);
        delete getApproved[tokenId];
        ownerOf[tokenId] = to;
        balanceOf[from] -= 1;
        balanceOf[to] += 1;
        emit Transfer(from, to, tokenId);
    }

}
