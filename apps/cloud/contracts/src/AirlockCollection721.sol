// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title AirlockCollection721
/// @notice The open ERC-721 collection the local cloud seeds on its chains: anyone may mint the
/// next token id to any address (a dev chain's faucet for collectibles; tests and the demo mint
/// with it). Metadata and images are served by the cloud, not stored here. Written for Airlock's
/// local chains only.
contract AirlockCollection721 {
    string public name;
    string public symbol;
    uint256 public nextTokenId = 1;

    mapping(uint256 tokenId => address) public ownerOf;
    mapping(address holder => uint256) public balanceOf;
    mapping(uint256 tokenId => address) public getApproved;
    mapping(address holder => mapping(address operator => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error ZeroAddress();
    error NotOwner(address claimed, uint256 tokenId);
    error NotAllowed(address caller, uint256 tokenId);

    constructor(string memory collectionName, string memory collectionSymbol) {
        name = collectionName;
        symbol = collectionSymbol;
    }

    /// @notice Mints the next token id to `to`; anyone may call it. Returns the id.
    function mint(address to) external returns (uint256 tokenId) {
        if (to == address(0)) revert ZeroAddress();
        tokenId = nextTokenId++;
        ownerOf[tokenId] = to;
        balanceOf[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165 and ERC-721.
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd;
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

    function transferFrom(address from, address to, uint256 tokenId) public {
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

    /// @notice Like transferFrom; receiver contracts are not called back (local chains only).
    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        transferFrom(from, to, tokenId);
    }
}
