# Sapphire Rapids: a value multiplied by 3 in place, through a load,
# an imull and a store back, at an address with an index register (not
# renamed: spr-rename-indexed.s).  Measured on this project's Intel
# machine with gcc-mca-measure: 8.01 cycles per iteration, the load's 5
# and the multiply's 3: the forwarded load's result comes 5 cycles after
# the store's data (forward-cycles -1), with no cycle more after a
# multiply (after a 1-cycle operation one more: leal, shll, notl, addl
# 7.01-7.44, forward-fast-data-cycles).  Before: 9.00.
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 8.01
# BINDS: memory
	movl	8(%rdi,%rcx,4), %eax
	imull	$3, %eax, %eax
	movl	%eax, 8(%rdi,%rcx,4)
