# Sapphire Rapids: xchg %ax,%ax (66 90) and xchgq %rax,%rax (48 90,
# which assemblers write as 90) are the architectural NOPs of their
# encoding (Intel SDM vol. 2, NOP), not exchanges of three micro-ops
# with a 2-cycle chain through %ax (LLVM's class): six of them take the
# six rename slots of a cycle.
# Measured on this project's Intel machine with gcc-mca-measure: 1.00
# cycles per iteration (as exchanges the model gave 12.00).
# SOURCE: measured (gcc-mca-measure, median of three processes of 9 runs)
# CPU: sapphirerapids
# CYCLES: 1.00
# BINDS: dispatch width
	xchg	%ax, %ax
	xchgq	%rax, %rax
	xchg	%ax, %ax
	xchgq	%rax, %rax
	xchg	%ax, %ax
	xchgw	%ax, %ax
