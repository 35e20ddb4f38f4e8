# Zen 4: four 8-byte stores of general registers into one 32-byte block
# per iteration.  Two stores next to each other in one aligned 32-byte
# block commit together (the model's storepair line); LLVM's model
# commits one store a cycle (4.00).  Measured on a Zen 4 host with
# gcc-mca-measure: 2.00 cycles per iteration (stores at 0, 32, 8, 40,
# never two in one block next to each other: 4.00).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.001
	movq	%rax, (%rdi,%rcx)
	movq	%rax, 8(%rdi,%rcx)
	movq	%rax, 16(%rdi,%rcx)
	movq	%rax, 24(%rdi,%rcx)
	addq	$32, %rcx
