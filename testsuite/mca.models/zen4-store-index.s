# Zen 4: a store of a general register to an address with an index
# register, beside four independent adds.  The indexed store takes one of
# the four ALUs besides its address unit: five ALU operations, 1.25
# cycles (the same store to 16(%rdi), without the index, 1.00: see
# zen4-store-no-index.s).  LLVM's model gives a store its address unit
# alone (1.00).  Measured on a Zen 4 host with gcc-mca-measure: 1.25
# cycles per iteration (movq, movl, movb or movq $5 alike; an indexed
# movsd or vmovups store 1.01).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.25
	movq	%rcx, 16(%rdi,%rax,8)
	addq	%r8, %r9
	addq	%r8, %r10
	addq	%r8, %r11
	addq	%r8, %r12
