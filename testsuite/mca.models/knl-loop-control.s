# Knights Landing: the three loop-control instructions alone take 2
# cycles (1.5 rounded up by the taken branch).
# SOURCE: McCalpin: loop control measured in isolation
# CPU: knl
# CYCLES: 2.0
# BINDS: taken branch
.L3:
	addl	$1, %eax
	cmpl	$1000, %eax
	jb	.L3
