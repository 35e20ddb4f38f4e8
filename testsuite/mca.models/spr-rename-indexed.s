# Sapphire Rapids: a load, an add and a store back through an index
# register.  Measured on this project's Intel machine with
# gcc-mca-measure: 6.01 cycles per iteration (addl $1 repeated to
# 8(%rdi,%rcx,4): 7.31): a location addressed through an index is not
# renamed, its store forwards to the next load (load 5, add 1), where
# the same through 8(%rdi) runs at 0.50 (spr-rename-load-add-store.s).
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 6.01
# BINDS: memory
	movq	8(%rdi,%rcx,8), %rax
	addq	$1, %rax
	movq	%rax, 8(%rdi,%rcx,8)
