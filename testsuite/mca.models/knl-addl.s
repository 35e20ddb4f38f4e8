# Knights Landing: integer ALU instructions are not subject to the
# vector-pipe limit; with the loop control, 23 instructions take 12
# cycles (11.5 rounded up by the taken branch): IPC approaches 2.
# SOURCE: McCalpin: ADDL loops approach two instructions per cycle
# CPU: knl
# CYCLES: 12.0
# BINDS: taken branch
.L2:
	addl	$1, %ecx
	addl	$1, %edx
	addl	$1, %esi
	addl	$1, %edi
	addl	$1, %r8d
	addl	$1, %r9d
	addl	$1, %r10d
	addl	$1, %r11d
	addl	$1, %r12d
	addl	$1, %r13d
	addl	$1, %ecx
	addl	$1, %edx
	addl	$1, %esi
	addl	$1, %edi
	addl	$1, %r8d
	addl	$1, %r9d
	addl	$1, %r10d
	addl	$1, %r11d
	addl	$1, %r12d
	addl	$1, %r13d
	addl	$1, %eax
	cmpl	$1000, %eax
	jb	.L2
