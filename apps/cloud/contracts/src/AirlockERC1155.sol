// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title AirlockERC1155
/// @notice The multi-token contract the local cloud seeds on its chains (badges with amounts).
/// The deployer mints, singly or in batches; holders or their operators move tokens. Metadata and
/// images are served by the cloud. Receiver contracts are not called back: written for Airlock's
/// local chains only.
contract AirlockERC1155 {
    string public name;
    string public symbol;
    address public immutable minter;

    mapping(uint256 id => mapping(address account => uint256)) public balanceOf;
    mapping(address holder => mapping(address operator => bool)) public isApprovedForAll;

    event TransferSingle(
        address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value
    );
    event TransferBatch(
        address indexed operator,
        address indexed from,
        address indexed to,
        uint256[] ids,
        uint256[] values
    );
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);

    error NotMinter(address caller);
    error ZeroAddress();
    error LengthMismatch();
    error NotAllowed(address caller, address from);
    error BalanceTooLow(address account, uint256 id, uint256 balance, uint256 needed);

    constructor(string memory tokenName, string memory tokenSymbol) {
        name = tokenName;
        symbol = tokenSymbol;
        minter = msg.sender;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165 and ERC-1155.
        return interfaceId == 0x01ffc9a7 || interfaceId == 0xd9b67a26;
    }

    /// @notice Creates `value` of token `id` for `to`; only the deployer may call it.
    function mint(address to, uint256 id, uint256 value) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        if (to == address(0)) revert ZeroAddress();
        balanceOf[id][to] += value;
        emit TransferSingle(msg.sender, address(0), to, id, value);
    }

    /// @notice Creates several tokens for `to` in one TransferBatch; only the deployer may call it.
    function mintBatch(address to, uint256[] calldata ids, uint256[] calldata values) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        if (to == address(0)) revert ZeroAddress();
        if (ids.length != values.length) revert LengthMismatch();
        for (uint256 i = 0; i < ids.length; i++) {
            balanceOf[ids[i]][to] += values[i];
        }
        emit TransferBatch(msg.sender, address(0), to, ids, values);
    }

    function balanceOfBatch(address[] calldata accounts, uint256[] calldata ids)
        external
        view
        returns (uint256[] memory balances)
    {
        if (accounts.length != ids.length) revert LengthMismatch();
        balances = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; i++) {
            balances[i] = balanceOf[ids[i]][accounts[i]];
        }
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata)
        external
    {
        _checkAllowed(from, to);
        _move(from, to, id, value);
        emit TransferSingle(msg.sender, from, to, id, value);
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata
    ) external {
        _checkAllowed(from, to);
        if (ids.length != values.length) revert LengthMismatch();
        for (uint256 i = 0; i < ids.length; i++) {
            _move(from, to, ids[i], values[i]);
        }
        emit TransferBatch(msg.sender, from, to, ids, values);
    }

    function _checkAllowed(address from, address to) private view {
        if (to == address(0)) revert ZeroAddress();
        if (msg.sender != from && !isApprovedForAll[from][msg.sender]) {
            revert NotAllowed(msg.sender, from);
        }
    }

    function _move(address from, address to, uint256 id, uint256 value) private {
        uint256 balance = balanceOf[id][from];
        if (balance < value) revert BalanceTooLow(from, id, balance, value);
        balanceOf[id][from] = balance - value;
        balanceOf[id][to] += value;
    }
}
