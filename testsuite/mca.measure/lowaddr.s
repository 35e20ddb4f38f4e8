	movq	16, %rax
