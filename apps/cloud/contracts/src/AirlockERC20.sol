// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title AirlockERC20
/// @notice The fungible token the local cloud seeds on its chains: name, symbol and decimals are
/// chosen at deployment, the initial supply is minted to a list of holders, and the deployer may
/// mint more later (faucets, swap pools). Written for Airlock's local chains only.
contract AirlockERC20 {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;
    address public immutable minter;

    mapping(address account => uint256) public balanceOf;
    mapping(address holder => mapping(address spender => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error NotMinter(address caller);
    error ZeroAddress();
    error BalanceTooLow(address account, uint256 balance, uint256 needed);
    error AllowanceTooLow(address spender, uint256 allowance, uint256 needed);

    constructor(
        string memory tokenName,
        string memory tokenSymbol,
        uint8 tokenDecimals,
        address[] memory holders,
        uint256 amountEach
    ) {
        name = tokenName;
        symbol = tokenSymbol;
        decimals = tokenDecimals;
        minter = msg.sender;
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amountEach);
        }
    }

    /// @notice Creates `value` new units for `to`; only the deployer may call it.
    function mint(address to, uint256 value) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        _mint(to, value);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        if (spender == address(0)) revert ZeroAddress();
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // An allowance of the maximum value is treated as unlimited and never decreases.
        if (allowed != type(uint256).max) {
            if (allowed < value) revert AllowanceTooLow(msg.sender, allowed, value);
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _mint(address to, uint256 value) private {
        if (to == address(0)) revert ZeroAddress();
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _move(address from, address to, uint256 value) private {
        if (to == address(0)) revert ZeroAddress();
        uint256 balance = balanceOf[from];
        if (balance < value) revert BalanceTooLow(from, balance, value);
        balanceOf[from] = balance - value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
